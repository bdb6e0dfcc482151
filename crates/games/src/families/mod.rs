//! Each family's registry entry: its computer players and its drawing data.
mod backgammon;
mod connect;
mod dam;
mod farg_och_form;
