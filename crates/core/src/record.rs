use crate::{RecordError, RecordProblem};

/// A game as it travels: which game, its settings, the seed of its chance events and the
/// moves in notation. The text form `GAME|SETTINGS|SEED|MOVES` fits in a URL fragment:
/// `fem-i-rad|popout=true|9f3a|4 4 3 5 p4`. SETTINGS is a query string over the game's
/// default settings (empty for the defaults), SEED is hex, MOVES are separated by the
/// game's record separator; a token starting with `!` is a chance outcome entered by hand
/// (dice thrown at the table), otherwise chance outcomes are drawn from the seed.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Record {
    /// The game id (`fyra-i-rad`).
    pub game: String,
    /// The settings as a query string (`popout=true`), empty for the defaults.
    pub settings: String,
    /// The seed of the chance events.
    pub seed: u64,
    /// Moves (and `!`-prefixed chance outcomes) in notation, in order.
    pub moves: Vec<String>,
}

/// Longest record text we accept, in bytes: a guard against hostile links, far above any
/// real game (a long backgammon match is some 20 KB). Opening a record this long costs
/// well under 50 MB in any game (`crates/games/tests/registry.rs` measures it).
pub const MAX_RECORD_LEN: usize = 100_000;

impl Record {
    /// The game id of a record text, without reading the rest.
    pub fn peek_game(text: &str) -> Result<&str, RecordError> {
        let id = text.trim().split('|').next().unwrap_or("");
        if id.is_empty()
            || !id
                .chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
        {
            return Err(RecordError::new(RecordProblem::NoGameId));
        }
        Ok(id)
    }

    /// Reads the text form of a record of game type `G` (its own move splitting).
    pub fn parse_for<G: crate::Game>(text: &str) -> Result<Record, RecordError> {
        Self::parse_with(text, G::split_record_moves)
    }

    /// Reads the text form, splitting the moves on `sep`.
    pub fn parse(text: &str, sep: char) -> Result<Record, RecordError> {
        Self::parse_with(text, |m| split_moves(m, sep))
    }

    /// Reads the text form with a move-list splitter.
    pub fn parse_with(
        text: &str,
        split: impl Fn(&str) -> Vec<String>,
    ) -> Result<Record, RecordError> {
        let text = text.trim();
        if text.len() > MAX_RECORD_LEN {
            return Err(RecordError::new(RecordProblem::TooLong));
        }
        let game = Self::peek_game(text)?.to_string();
        let mut parts = text.splitn(4, '|');
        parts.next();
        let settings = parts.next().unwrap_or("").trim().to_string();
        let seed_text = parts.next().unwrap_or("").trim();
        let seed = if seed_text.is_empty() {
            0
        } else {
            u64::from_str_radix(seed_text, 16).map_err(|_| {
                RecordError::new(RecordProblem::BadSeed {
                    text: seed_text.to_string(),
                })
            })?
        };
        let moves = split(parts.next().unwrap_or(""));
        Ok(Record {
            game,
            settings,
            seed,
            moves,
        })
    }

    /// Writes the text form, joining the moves with `sep`.
    pub fn to_text(&self, sep: char) -> String {
        let mut moves = String::new();
        for (i, m) in self.moves.iter().enumerate() {
            if i > 0 {
                moves.push(sep);
            }
            moves.push_str(m);
        }
        format!("{}|{}|{:x}|{}", self.game, self.settings, self.seed, moves)
    }
}

/// Splits a move list on `sep`, dropping empty pieces and surrounding blanks.
pub fn split_moves(text: &str, sep: char) -> Vec<String> {
    text.split(sep)
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(String::from)
        .collect()
}
