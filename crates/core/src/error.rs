use std::fmt;

/// A move, chance outcome or record token that could not be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NotationError(pub String);

impl NotationError {
    /// An error with a message meant for a person.
    pub fn new(msg: impl Into<String>) -> Self {
        NotationError(msg.into())
    }
}

impl fmt::Display for NotationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}
impl std::error::Error for NotationError {}

/// An illegal move; carries the unchanged position back to the caller.
#[derive(Clone)]
pub struct PlayError<G> {
    /// The position as it was before the refused move.
    pub position: G,
    /// Why the move was refused, for a person.
    pub reason: String,
}

impl<G> fmt::Debug for PlayError<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "PlayError({:?})", self.reason)
    }
}
impl<G> fmt::Display for PlayError<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.reason)
    }
}
impl<G> std::error::Error for PlayError<G> {}

/// A game record (or a link carrying one) that could not be read or replayed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RecordError {
    /// What is wrong, for a person.
    pub message: String,
    /// The 1-based index of the offending move, when one is to blame.
    pub move_index: Option<usize>,
}

impl RecordError {
    /// An error not tied to one move.
    pub fn new(msg: impl Into<String>) -> Self {
        RecordError {
            message: msg.into(),
            move_index: None,
        }
    }
    /// An error at move `index` (1-based).
    pub fn at(index: usize, msg: impl Into<String>) -> Self {
        RecordError {
            message: msg.into(),
            move_index: Some(index),
        }
    }
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.move_index {
            Some(i) => write!(f, "move {i}: {}", self.message),
            None => f.write_str(&self.message),
        }
    }
}
impl std::error::Error for RecordError {}
