//! The 40 squares of the Sampo track as data. Each square's effect is written once
//! here; `game.rs` interprets it. Square numbers follow the sources ("N° 1" … "N° 40");
//! 0 is the start area off the board.

/// The last square: home.
pub const HOME: u8 = 40;
/// The kantele square where the players gather.
pub const GATHERING: u8 = 23;
/// The square where a player is pulled aboard from the start (the rescue of N° 10).
pub const RESCUE: u8 = 10;

/// What a square does to the pawn that ends its move there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Effect {
    /// Only a story: N° 1, and N° 8, which is missing from both sources.
    None,
    /// Pay coins into the pot.
    Pay(i32),
    /// Take coins from the pot.
    Receive(i32),
    /// Miss this many turns.
    MissTurns(u8),
    /// Be moved to another square, then pay (0 for none) and miss turns (0 for none).
    MoveTo { to: u8, pay: i32, miss: u8 },
    /// N° 6: pay and go back to the start.
    SendHome { pay: i32 },
    /// N° 10: pull aboard the players just sent back from N° 6.
    Rescue,
    /// N° 11: reached with a 6, the roll counts double: go on to `to` and pay.
    Rapids { to: u8, pay: i32 },
    /// N° 14: pay the next player.
    PayNextPlayer(i32),
    /// N° 17: miss a turn unless the roll that brought you here was a 6.
    MissUnlessSix,
    /// N° 22: the next roll must be exactly `need` to reach `to`, or go back to `back`.
    ExactOrBack { need: u8, to: u8, back: u8 },
    /// N° 23: the kantele; the first to arrive takes half the pot and the players gather.
    Gathering,
    /// N° 24: stay until a roll of exactly `need` takes you to `to`.
    NeedRoll { need: u8, to: u8 },
    /// N° 27: miss a turn and take 1 coin from each other player.
    SingAsleep,
    /// N° 28: miss a turn, then roll twice.
    CopperMountain,
    /// N° 30: take 1 coin from each other player, go to `to` and wait there `rolls`
    /// rolls unless one of them is exactly `need`.
    LeavePohjola { to: u8, rolls: u8, need: u8 },
    /// N° 31: give half of your coins to the pot.
    HalfCoins,
    /// Stay `rolls` rolls unless a roll is exactly `need`; another pawn arriving may free you.
    Trap { rolls: u8, need: u8, can_be_freed: bool },
    /// Take coins from each other player.
    TakeFromEach(i32),
    /// N° 39: no effect on arrival; leaving it needs a 1, more bounces back.
    Eagle,
    /// N° 40: home; the pawn wins and takes the pot.
    Home,
}

/// The kind of a square, for the symbol drawn on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Story,
    Pay,
    Receive,
    Move,
    Wait,
    Escape,
    Gathering,
    Home,
}

impl Effect {
    pub fn kind(self) -> Kind {
        match self {
            Effect::None | Effect::Eagle => Kind::Story,
            Effect::Pay(_) | Effect::HalfCoins | Effect::PayNextPlayer(_) => Kind::Pay,
            Effect::Receive(_) | Effect::TakeFromEach(_) | Effect::Rescue => Kind::Receive,
            Effect::MoveTo { .. } | Effect::SendHome { .. } | Effect::Rapids { .. } => Kind::Move,
            Effect::LeavePohjola { .. } => Kind::Move,
            Effect::MissTurns(_) | Effect::MissUnlessSix | Effect::SingAsleep => Kind::Wait,
            Effect::CopperMountain => Kind::Wait,
            Effect::Trap { .. } | Effect::ExactOrBack { .. } | Effect::NeedRoll { .. } => Kind::Escape,
            Effect::Gathering => Kind::Gathering,
            Effect::Home => Kind::Home,
        }
    }
}

/// The effect of each square, indexed by square number (index 0 is the start area).
pub const SQUARES: [Effect; 41] = [
    Effect::None,                                            // 0: start area
    Effect::None,                                            // 1: the proposal
    Effect::Pay(1),                                          // 2: forging the swords
    Effect::Pay(2),                                          // 3: receiving your sword
    Effect::MoveTo { to: 5, pay: 0, miss: 1 },               // 4: the horse, the boat
    Effect::MissTurns(1),                                    // 5
    Effect::SendHome { pay: 1 },                             // 6: the sirens
    Effect::MoveTo { to: 11, pay: 0, miss: 0 },              // 7: the oars
    Effect::None,                                            // 8: missing from the sources
    Effect::Pay(1),                                          // 9
    Effect::Rescue,                                          // 10: a man taken aboard
    Effect::Rapids { to: 17, pay: 1 },                       // 11: the Pyhäkoski rapids
    Effect::MissTurns(1),                                    // 12: the pike
    Effect::MoveTo { to: 9, pay: 0, miss: 0 },               // 13: into the water
    Effect::PayNextPlayer(2),                                // 14: rescued
    Effect::MissTurns(1),                                    // 15: striking the monster
    Effect::MoveTo { to: 17, pay: 0, miss: 0 },              // 16: the pike hauled aboard
    Effect::MissUnlessSix,                                   // 17
    Effect::MoveTo { to: 23, pay: 0, miss: 0 },              // 18: the kantele is made
    Effect::MoveTo { to: 17, pay: 0, miss: 0 },              // 19: nobody can play it
    Effect::MoveTo { to: 17, pay: 9, miss: 0 },              // 20: the boaster
    Effect::MoveTo { to: 17, pay: 1, miss: 0 },              // 21: the old man by the stove
    Effect::ExactOrBack { need: 1, to: 23, back: 17 },       // 22
    Effect::Gathering,                                       // 23: the kantele in the right hands
    Effect::NeedRoll { need: 2, to: 26 },                    // 24: sailing to Pohjola
    Effect::Receive(3),                                      // 25: arrival at Pohjola
    Effect::Pay(2),                                          // 26: asking for the Sampo
    Effect::SingAsleep,                                      // 27
    Effect::CopperMountain,                                  // 28
    Effect::Receive(3),                                      // 29: the Sampo dug out
    Effect::LeavePohjola { to: 33, rolls: 1, need: 6 },      // 30
    Effect::HalfCoins,                                       // 31: the crane
    Effect::MoveTo { to: 37, pay: 2, miss: 0 },              // 32: the chase begins
    Effect::Trap { rolls: 2, need: 6, can_be_freed: true },  // 33: fog
    Effect::Trap { rolls: 2, need: 5, can_be_freed: true },  // 34: Iku-Turso
    Effect::Trap { rolls: 3, need: 4, can_be_freed: true },  // 35: the storm
    Effect::Receive(3),                                      // 36: the lookout
    Effect::TakeFromEach(1),                                 // 37: the rock
    Effect::Trap { rolls: 2, need: 2, can_be_freed: false }, // 38: the eagle
    Effect::Eagle,                                           // 39: the eagle flies home
    Effect::Home,                                            // 40: home
];

pub fn effect(square: u8) -> Effect {
    SQUARES[square as usize]
}
