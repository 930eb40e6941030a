//! The rule parameters of Sáhkku as plain data. A preset fills them in for one rule
//! family of the source; house rules change any of them by name. Names and values are
//! stable strings (saves, the command line, the UI's message ids `sahkku-opt-NAME` and
//! `sahkku-opt-NAME-VALUE`). docs/rules/sahkku.md gives the source line of each.

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::fmt;

mod options;

pub use options::{option_groups, Conflict, OptionError, OptionGroup, RuleOption, OPTIONS};

/// The nine presets, with their stable ids.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Variant {
    NavuonRaisa,
    NavuonMaze,
    Gavkevuotna,
    GavkevuotnaMiedut,
    GavkevuotnaOhcejot,
    Lagesvuon,
    Unjarga,
    Luujavr,
    /// Lágesvuon with the Unjárga gonagas, as the Sáhkku world cup in Unjárga
    /// (Vuonnamárkan) plays it: a preset of today's practice, not of the source.
    Vuonnamarkan,
}

impl Variant {
    pub const ALL: [Variant; 9] = [
        Variant::NavuonRaisa,
        Variant::NavuonMaze,
        Variant::Gavkevuotna,
        Variant::GavkevuotnaMiedut,
        Variant::GavkevuotnaOhcejot,
        Variant::Lagesvuon,
        Variant::Unjarga,
        Variant::Luujavr,
        Variant::Vuonnamarkan,
    ];

    pub fn id(self) -> &'static str {
        match self {
            Variant::NavuonRaisa => "navuon-raisa",
            Variant::NavuonMaze => "navuon-maze",
            Variant::Gavkevuotna => "gavkevuotna",
            Variant::GavkevuotnaMiedut => "gavkevuotna-miedut",
            Variant::GavkevuotnaOhcejot => "gavkevuotna-ohcejot",
            Variant::Lagesvuon => "lagesvuon",
            Variant::Unjarga => "unjarga",
            Variant::Luujavr => "luujavr",
            Variant::Vuonnamarkan => "vuonnamarkan",
        }
    }

    pub fn from_id(id: &str) -> Result<Variant, OptionError> {
        Variant::ALL.into_iter().find(|v| v.id() == id).ok_or_else(|| OptionError::UnknownVariant(id.to_string()))
    }

    /// The family whose preset `rules` differ least from (fewest options changed; the
    /// first of equals): what a game under house rules is most like.
    pub fn nearest(rules: &Rules) -> Variant {
        let changed = |v: &Variant| OPTIONS.iter().filter(|o| rules.get(o.name) != v.rules().get(o.name)).count();
        Variant::ALL.into_iter().min_by_key(changed).expect("there are families")
    }

    /// The options that keep this preset as it was when saves had schema 1 and links
    /// format 1 (until 2026-12-02), so that a game recorded then replays as it was
    /// played: the world cup's preset then played the throw that found the starter as
    /// the first turn, and followed both passes of the middle row (issue 39).
    pub fn first_edition(self) -> &'static [(&'static str, &'static str)] {
        match self {
            Variant::Vuonnamarkan => &[("first-player", "first-x-all"), ("middle-row-pass", "both")],
            _ => &[],
        }
    }

    /// `changes` from this preset as a first-edition save or link wrote them, made
    /// changes from today's preset (an option it set stays as it was).
    pub fn keep_first_edition(self, changes: &mut BTreeMap<String, String>) {
        for (name, value) in self.first_edition() {
            changes.entry(name.to_string()).or_insert_with(|| value.to_string());
        }
    }

    /// The rule parameters of this family as the source describes it.
    pub fn rules(self) -> Rules {
        use Variant::*;
        let navuon = Rules {
            board_len: 13,
            cells: true,
            soldiers: 12,
            dice: 2,
            faces: FaceSet::Navuon,
            blank: 0,
            x_reroll: XReroll::Repeat,
            xxx_reroll: false,
            order: Order::Strict,
            activation_order: ActivationOrder::Free,
            activation: Activation::Step,
            path: PathKind::NeverHome,
            own_stacking: true,
            no_overtaking_own: false,
            active_with_inactive: true,
            capture_inactive: true,
            blocking: false,
            king_recruit: KingRecruit::Land,
            king_moves: KingMoves::Path,
            king_with_own_soldier: true,
            king_with_enemy_inactive: true,
            king_counts: false,
            ohcejot: Ohcejot::Off,
            queens: false,
            soldier_takes_queen: true,
            any_direction: AnyDirection::Straight,
            middle_row_pass: MiddleRowPass::Both,
            first_player: FirstPlayer::FirstX,
            blocked_loses: false,
            even_odds: false,
        };
        let stick = Rules { board_len: 15, cells: false, soldiers: 15, dice: 3, faces: FaceSet::Stick, ..navuon };
        match self {
            NavuonRaisa => navuon,
            NavuonMaze => Rules { order: Order::Free, ..navuon },
            Gavkevuotna | GavkevuotnaMiedut | GavkevuotnaOhcejot => Rules {
                blank: 4,
                x_reroll: XReroll::Off,
                xxx_reroll: true,
                order: Order::Free,
                activation_order: ActivationOrder::Strict,
                path: if self == GavkevuotnaMiedut { PathKind::Miedut } else { PathKind::Base },
                own_stacking: false,
                no_overtaking_own: true,
                active_with_inactive: false,
                king_recruit: KingRecruit::StepForward,
                king_with_own_soldier: false,
                king_counts: true,
                ohcejot: if self == GavkevuotnaOhcejot { Ohcejot::Wins } else { Ohcejot::Off },
                ..stick
            },
            Lagesvuon => Rules {
                x_reroll: XReroll::Repeat,
                activation_order: ActivationOrder::Strict,
                path: PathKind::Base,
                capture_inactive: false,
                blocking: true,
                king_recruit: KingRecruit::Land,
                king_moves: KingMoves::AnyDirection,
                king_with_own_soldier: false,
                queens: true,
                ..stick
            },
            Unjarga => Rules {
                x_reroll: XReroll::Repeat,
                xxx_reroll: true,
                activation_order: ActivationOrder::Strict,
                activation: Activation::ToMiddle,
                path: PathKind::Base,
                king_recruit: KingRecruit::EnemyHomeRow,
                king_moves: KingMoves::AnyDirection,
                king_with_own_soldier: false,
                ..stick
            },
            Luujavr => Rules {
                x_reroll: XReroll::Off,
                activation_order: ActivationOrder::Strict,
                activation: Activation::Flip,
                path: PathKind::Miedut,
                capture_inactive: false,
                blocking: true,
                king_recruit: KingRecruit::LandOrCentre,
                king_moves: KingMoves::Luujavr,
                king_with_own_soldier: false,
                king_with_enemy_inactive: false,
                blocked_loses: true,
                ..stick
            },
            // Lágesvuon as the world cup plays it (docs/rules/sahkku.md, "Vuonnamárkan"):
            // no piece stops on an inactive one, the Unjárga gonagas, royal pieces along
            // the track on the pass they are on, and all the dice thrown to find the
            // first player, who then throws for the first turn.
            Vuonnamarkan => Rules {
                active_with_inactive: false,
                blocking: false,
                king_with_enemy_inactive: false,
                king_recruit: KingRecruit::HomeRowThenLand,
                any_direction: AnyDirection::Track,
                middle_row_pass: MiddleRowPass::Own,
                first_player: FirstPlayer::FirstXAllThenThrow,
                ..Lagesvuon.rules()
            },
        }
    }
}

/// Saved as its id. (By hand rather than `#[serde(try_from = "String")]`: reading the
/// id borrowed, without a `String` between, takes less wasm: twiggy counted 1.4 KB for
/// the `String` path.)
impl Serialize for Variant {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.id())
    }
}

impl<'de> Deserialize<'de> for Variant {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Variant, D::Error> {
        struct Id;
        impl serde::de::Visitor<'_> for Id {
            type Value = Variant;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a Sáhkku preset id")
            }
            fn visit_str<E: serde::de::Error>(self, v: &str) -> Result<Variant, E> {
                Variant::from_id(v).map_err(|_| E::invalid_value(serde::de::Unexpected::Str(v), &self))
            }
        }
        d.deserialize_str(Id)
    }
}

/// Which faces the stick dice have.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum FaceSet {
    /// X, I, II, III (Návuon).
    Navuon,
    /// X, III, II, Ø (all others).
    Stick,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum XReroll {
    /// A die showing X may not be thrown again.
    Off,
    /// Before moving, each die showing X may be thrown again, once.
    Once,
    /// Before moving, any die showing X may be thrown again, as often as it shows X.
    Repeat,
}

/// In which order the dice of a throw are used.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Order {
    /// Any order.
    Free,
    /// X first, then the others by the family's hierarchy (Ráisa: I, II, III; the
    /// others: III, II); a value that cannot be used burns with all values after it.
    Strict,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ActivationOrder {
    /// Any inactive piece may be activated.
    Free,
    /// Only the inactive piece nearest the exit of the home row.
    Strict,
}

/// What activating a piece with an X does besides turning it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Activation {
    /// One step forward along the path.
    Step,
    /// Straight up onto the middle row (Unjárga).
    ToMiddle,
    /// Flipped where it stands, no step (Luujávr).
    Flip,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum PathKind {
    /// The figure eight: home row, middle, opponent's row, middle, home row, …; the
    /// two armies run the middle row towards each other.
    Base,
    /// Návuon: after the home row a piece loops between the middle row and the
    /// opponent's row and never comes home.
    NeverHome,
    /// The figure eight with the second player starting the other way along its home
    /// row, so both armies enter the middle row at the same end (Miedut, Luujávr).
    Miedut,
}

/// How the gonagas changes sides.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum KingRecruit {
    /// A piece ending its move on the gonagas's line recruits it.
    Land,
    /// As `Land`, and the gonagas then steps one line forward along its new owner's
    /// path, capturing an enemy piece there; not possible if an own piece is there.
    StepForward,
    /// A piece entering the opponent's home row recruits it, wherever it stands.
    EnemyHomeRow,
    /// As `Land`, or a piece reaching the empty centre of the board.
    LandOrCentre,
    /// The first soldier to enter the enemy's home row wins the neutral gonagas (no
    /// piece may stop on its line before); after that, an enemy soldier or queen that
    /// ends its move on its line takes it over (Vuonnamárkan).
    HomeRowThenLand,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum KingMoves {
    /// Forward along its owner's path, like a soldier.
    Path,
    /// X one line, II and III two or three lines, in any of the four directions.
    AnyDirection,
    /// Luujávr: X one line along the row or one row up or down; II and III two or
    /// three lines forward or back along the row.
    Luujavr,
}

/// What "any direction" allows for multi-line moves of the gonagas and the queens.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum AnyDirection {
    /// Straight along a row or straight across the rows.
    Straight,
    /// Any line at that many steps, turning as needed.
    Turning,
    /// Forward or back along the owner's path (round its bends), or straight across
    /// the rows by exactly the die's value (Vuonnamárkan).
    Track,
}

/// Which passes of the middle row a queen or gonagas moving along the track
/// (`AnyDirection::Track`) follows from a middle-row line: the path crosses the
/// middle row twice, going out and coming home.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum MiddleRowPass {
    /// Both: the line is on the path twice, and the piece may go on along either.
    #[default]
    Both,
    /// Only the pass the piece is on (it came there along it, or stepped across
    /// onto the pass that follows the row it left): the other web Sáhkku's reading.
    Own,
}

/// The Ohcejot gonagas: ending on the opponent's gonagas, a player may capture it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Ohcejot {
    Off,
    /// Capturing it ends the game: the capturer wins.
    Wins,
    /// Capturing it removes it from play; the game goes on.
    Removes,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum FirstPlayer {
    /// Players throw one die in turn until one shows X; that player uses it to
    /// activate and throws the other dice.
    FirstX,
    /// Both throw all the dice; most X starts (ties throw again).
    MostX,
    /// Players throw all the dice in turn until a throw holds an X: that player starts,
    /// and that throw is the first turn's.
    FirstXAll,
    /// Players throw all the dice in turn until a throw holds an X: that player starts
    /// and throws again for the first turn (Vuonnamárkan).
    FirstXAllThenThrow,
}

/// The rule parameters of one game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Rules {
    /// Cells (Návuon 13) or lines (15) per row.
    pub board_len: u8,
    /// Square cells rather than lines: only changes the drawing.
    pub cells: bool,
    pub soldiers: u8,
    pub dice: u8,
    pub faces: FaceSet,
    /// Steps of the Ø face: 0 (no move) or 4.
    pub blank: u8,
    pub x_reroll: XReroll,
    /// X-X-X: use all three or throw all three again.
    pub xxx_reroll: bool,
    pub order: Order,
    pub activation_order: ActivationOrder,
    pub activation: Activation,
    pub path: PathKind,
    /// Own active soldiers may share a line.
    pub own_stacking: bool,
    /// A soldier may not pass an own soldier (Gávkevuotna).
    pub no_overtaking_own: bool,
    /// An active soldier may stand on a line with an inactive one.
    pub active_with_inactive: bool,
    pub capture_inactive: bool,
    /// A soldier on an enemy inactive soldier blocks it and those behind it.
    pub blocking: bool,
    pub king_recruit: KingRecruit,
    pub king_moves: KingMoves,
    /// The gonagas may stand with its owner's soldiers.
    pub king_with_own_soldier: bool,
    /// The gonagas may stand with an enemy's inactive soldier.
    pub king_with_enemy_inactive: bool,
    /// The gonagas counts as a piece for the win.
    pub king_counts: bool,
    pub ohcejot: Ohcejot,
    pub queens: bool,
    /// A soldier may end its move on an active enemy queen and take her. Lágesvuon's
    /// source says both that a soldier never stops with a queen, "active or not", and
    /// that ending on an opponent's queen takes her: `docs/rules/sahkku.md` gives both
    /// readings; off, only queens and the gonagas take queens.
    pub soldier_takes_queen: bool,
    pub any_direction: AnyDirection,
    #[serde(default)]
    pub middle_row_pass: MiddleRowPass,
    pub first_player: FirstPlayer,
    /// A player with only blocked inactive soldiers (and nothing else) loses.
    pub blocked_loses: bool,
    /// "Even odds": each side's three soldiers nearest the exit start active where
    /// they stand, so that the first X is not worth so much.
    #[serde(default)]
    pub even_odds: bool,
}

impl Rules {
    /// Lines per row on which soldiers start: Návuon leaves the exit cell empty.
    pub fn leaves_exit_empty(&self) -> bool {
        self.soldiers < self.board_len
    }
}
