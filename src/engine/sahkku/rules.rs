//! The rule parameters of Sáhkku as plain data. A preset fills them in for one rule
//! family of the source; house rules change any of them by name. Names and values are
//! stable strings (saves, the command line, the UI's message ids `sahkku-opt-NAME` and
//! `sahkku-opt-NAME-VALUE`). docs/rules/sahkku.md gives the source line of each.

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::fmt;

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

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OptionError {
    UnknownVariant(String),
    UnknownOption(String),
    BadValue {
        option: String,
        value: String,
    },
    Syntax(String),
    /// The combination cannot be played (e.g. more soldiers than lines).
    Impossible(Conflict),
}

/// House rules that cannot be played together.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Conflict {
    /// More soldiers than lines in a row.
    SoldiersOverLines,
    /// The queens' marks need a longer board.
    QueensNeedALongerBoard,
    /// The X-X-X throw needs three dice.
    XxxNeedsThreeDice,
    /// Queens are played with activation by a step.
    QueensNeedStepActivation,
}

/// English, for the command line and logs.
impl fmt::Display for Conflict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Conflict::SoldiersOverLines => "more soldiers than lines in a row",
            Conflict::QueensNeedALongerBoard => "the queens' marks need a longer board",
            Conflict::XxxNeedsThreeDice => "the X-X-X throw needs three dice",
            Conflict::QueensNeedStepActivation => "queens are played with activation by a step",
        })
    }
}

impl fmt::Display for OptionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OptionError::UnknownVariant(v) => {
                let ids: Vec<_> = Variant::ALL.iter().map(|v| v.id()).collect();
                write!(f, "unknown variant '{v}' (known: {})", ids.join(", "))
            }
            OptionError::UnknownOption(o) => {
                let names: Vec<_> = OPTIONS.iter().map(|o| o.name).collect();
                write!(f, "unknown option '{o}' (known: {})", names.join(", "))
            }
            OptionError::BadValue { option, value } => {
                let allowed = OPTIONS.iter().find(|o| o.name == option).map(|o| o.values.join(", "));
                write!(f, "option '{option}' has no value '{value}' (allowed: {})", allowed.unwrap_or_default())
            }
            OptionError::Syntax(s) => write!(f, "'{s}' is not of the form NAME=VALUE"),
            OptionError::Impossible(why) => write!(f, "these options cannot be played together: {why}"),
        }
    }
}

impl std::error::Error for OptionError {}

/// One house-rule option: its name, its values, and its group in the editor.
#[derive(Clone, Copy, Debug)]
pub struct RuleOption {
    pub name: &'static str,
    pub group: &'static str,
    pub values: &'static [&'static str],
}

pub const OPTIONS: &[RuleOption] = &[
    RuleOption { name: "board", group: "board", values: &["13", "15"] },
    RuleOption { name: "soldiers", group: "board", values: &["12", "15"] },
    RuleOption { name: "dice", group: "dice", values: &["2", "3"] },
    RuleOption { name: "faces", group: "dice", values: &["x-i-ii-iii", "x-iii-ii-blank"] },
    RuleOption { name: "blank", group: "dice", values: &["0", "4"] },
    RuleOption { name: "x-reroll", group: "dice", values: &["off", "once", "repeat"] },
    RuleOption { name: "xxx-reroll", group: "dice", values: &["off", "on"] },
    RuleOption { name: "order", group: "dice", values: &["free", "strict"] },
    RuleOption { name: "activation-order", group: "activation", values: &["free", "strict"] },
    RuleOption { name: "activation", group: "activation", values: &["step", "to-middle", "flip"] },
    RuleOption { name: "path", group: "path", values: &["base", "never-home", "miedut"] },
    RuleOption { name: "own-stacking", group: "lines", values: &["off", "on"] },
    RuleOption { name: "no-overtaking", group: "lines", values: &["off", "on"] },
    RuleOption { name: "active-with-inactive", group: "lines", values: &["off", "on"] },
    RuleOption { name: "capture-inactive", group: "captures", values: &["off", "on"] },
    RuleOption { name: "blocking", group: "captures", values: &["off", "on"] },
    RuleOption {
        name: "king-recruit",
        group: "king",
        values: &["land", "step-forward", "enemy-home-row", "land-or-centre", "home-row-then-land"],
    },
    RuleOption { name: "king-moves", group: "king", values: &["path", "any-direction", "luujavr"] },
    RuleOption { name: "king-with-own", group: "king", values: &["off", "on"] },
    RuleOption { name: "king-with-enemy-inactive", group: "king", values: &["off", "on"] },
    RuleOption { name: "king-counts", group: "king", values: &["off", "on"] },
    RuleOption { name: "ohcejot", group: "king", values: &["off", "wins", "removes"] },
    RuleOption { name: "any-direction", group: "king", values: &["straight", "turning", "track"] },
    RuleOption { name: "middle-row-pass", group: "king", values: &["both", "own"] },
    RuleOption { name: "queens", group: "queens", values: &["off", "on"] },
    RuleOption { name: "soldier-takes-queen", group: "queens", values: &["off", "on"] },
    RuleOption {
        name: "first-player",
        group: "start",
        values: &["first-x", "most-x", "first-x-all", "first-x-all-then-throw"],
    },
    RuleOption { name: "even-odds", group: "start", values: &["off", "on"] },
    RuleOption { name: "blocked-loses", group: "win", values: &["off", "on"] },
];

/// One group of the house-rule editor: its name (`sk-group-NAME` in the texts) and
/// its options, in the order of `OPTIONS`.
#[derive(Clone, Debug)]
pub struct OptionGroup {
    pub name: &'static str,
    pub options: Vec<&'static RuleOption>,
}

impl OptionGroup {
    /// The heading the group shows, if any. A group of one rule shows none: the rule's
    /// own label says what the heading would ("Path" above its only rule, "Path").
    pub fn heading(&self) -> Option<&'static str> {
        (self.options.len() > 1).then_some(self.name)
    }
}

/// The editor's groups of house rules, in order.
pub fn option_groups() -> Vec<OptionGroup> {
    let mut groups: Vec<OptionGroup> = Vec::new();
    for o in OPTIONS {
        match groups.last_mut() {
            Some(g) if g.name == o.group => g.options.push(o),
            _ => groups.push(OptionGroup { name: o.group, options: vec![o] }),
        }
    }
    groups
}

fn onoff(b: bool) -> &'static str {
    if b {
        "on"
    } else {
        "off"
    }
}

impl Rules {
    /// The value of one option, as a string from `OPTIONS`.
    pub fn get(&self, name: &str) -> Option<&'static str> {
        Some(match name {
            "board" => {
                if self.board_len == 13 {
                    "13"
                } else {
                    "15"
                }
            }
            "soldiers" => {
                if self.soldiers == 12 {
                    "12"
                } else {
                    "15"
                }
            }
            "dice" => {
                if self.dice == 2 {
                    "2"
                } else {
                    "3"
                }
            }
            "faces" => match self.faces {
                FaceSet::Navuon => "x-i-ii-iii",
                FaceSet::Stick => "x-iii-ii-blank",
            },
            "blank" => {
                if self.blank == 4 {
                    "4"
                } else {
                    "0"
                }
            }
            "x-reroll" => match self.x_reroll {
                XReroll::Off => "off",
                XReroll::Once => "once",
                XReroll::Repeat => "repeat",
            },
            "xxx-reroll" => onoff(self.xxx_reroll),
            "order" => match self.order {
                Order::Free => "free",
                Order::Strict => "strict",
            },
            "activation-order" => match self.activation_order {
                ActivationOrder::Free => "free",
                ActivationOrder::Strict => "strict",
            },
            "activation" => match self.activation {
                Activation::Step => "step",
                Activation::ToMiddle => "to-middle",
                Activation::Flip => "flip",
            },
            "path" => match self.path {
                PathKind::Base => "base",
                PathKind::NeverHome => "never-home",
                PathKind::Miedut => "miedut",
            },
            "own-stacking" => onoff(self.own_stacking),
            "no-overtaking" => onoff(self.no_overtaking_own),
            "active-with-inactive" => onoff(self.active_with_inactive),
            "capture-inactive" => onoff(self.capture_inactive),
            "blocking" => onoff(self.blocking),
            "king-recruit" => match self.king_recruit {
                KingRecruit::Land => "land",
                KingRecruit::StepForward => "step-forward",
                KingRecruit::EnemyHomeRow => "enemy-home-row",
                KingRecruit::LandOrCentre => "land-or-centre",
                KingRecruit::HomeRowThenLand => "home-row-then-land",
            },
            "king-moves" => match self.king_moves {
                KingMoves::Path => "path",
                KingMoves::AnyDirection => "any-direction",
                KingMoves::Luujavr => "luujavr",
            },
            "king-with-own" => onoff(self.king_with_own_soldier),
            "king-with-enemy-inactive" => onoff(self.king_with_enemy_inactive),
            "king-counts" => onoff(self.king_counts),
            "ohcejot" => match self.ohcejot {
                Ohcejot::Off => "off",
                Ohcejot::Wins => "wins",
                Ohcejot::Removes => "removes",
            },
            "queens" => onoff(self.queens),
            "soldier-takes-queen" => onoff(self.soldier_takes_queen),
            "any-direction" => match self.any_direction {
                AnyDirection::Straight => "straight",
                AnyDirection::Turning => "turning",
                AnyDirection::Track => "track",
            },
            "middle-row-pass" => match self.middle_row_pass {
                MiddleRowPass::Both => "both",
                MiddleRowPass::Own => "own",
            },
            "first-player" => match self.first_player {
                FirstPlayer::FirstX => "first-x",
                FirstPlayer::MostX => "most-x",
                FirstPlayer::FirstXAll => "first-x-all",
                FirstPlayer::FirstXAllThenThrow => "first-x-all-then-throw",
            },
            "blocked-loses" => onoff(self.blocked_loses),
            "even-odds" => onoff(self.even_odds),
            _ => return None,
        })
    }

    /// Sets one option by name and value. The result is checked as a whole by
    /// `validate`, so that options may be set in any order.
    pub fn set(&mut self, name: &str, value: &str) -> Result<(), OptionError> {
        let opt =
            OPTIONS.iter().find(|o| o.name == name).ok_or_else(|| OptionError::UnknownOption(name.to_string()))?;
        if !opt.values.contains(&value) {
            return Err(OptionError::BadValue { option: name.to_string(), value: value.to_string() });
        }
        let on = value == "on";
        match name {
            // (Values were checked against OPTIONS above; chosen by name rather than
            // parsed, so that no parse error's Debug text is carried into the app.)
            "board" => self.board_len = if value == "13" { 13 } else { 15 },
            "soldiers" => self.soldiers = if value == "12" { 12 } else { 15 },
            "dice" => self.dice = if value == "2" { 2 } else { 3 },
            "faces" => self.faces = if value == "x-i-ii-iii" { FaceSet::Navuon } else { FaceSet::Stick },
            "blank" => self.blank = if value == "0" { 0 } else { 4 },
            "x-reroll" => {
                self.x_reroll = match value {
                    "off" => XReroll::Off,
                    "once" => XReroll::Once,
                    _ => XReroll::Repeat,
                }
            }
            "xxx-reroll" => self.xxx_reroll = on,
            "order" => self.order = if value == "free" { Order::Free } else { Order::Strict },
            "activation-order" => {
                self.activation_order = if value == "free" { ActivationOrder::Free } else { ActivationOrder::Strict }
            }
            "activation" => {
                self.activation = match value {
                    "step" => Activation::Step,
                    "to-middle" => Activation::ToMiddle,
                    _ => Activation::Flip,
                }
            }
            "path" => {
                self.path = match value {
                    "base" => PathKind::Base,
                    "never-home" => PathKind::NeverHome,
                    _ => PathKind::Miedut,
                }
            }
            "own-stacking" => self.own_stacking = on,
            "no-overtaking" => self.no_overtaking_own = on,
            "active-with-inactive" => self.active_with_inactive = on,
            "capture-inactive" => self.capture_inactive = on,
            "blocking" => self.blocking = on,
            "king-recruit" => {
                self.king_recruit = match value {
                    "land" => KingRecruit::Land,
                    "step-forward" => KingRecruit::StepForward,
                    "enemy-home-row" => KingRecruit::EnemyHomeRow,
                    "land-or-centre" => KingRecruit::LandOrCentre,
                    _ => KingRecruit::HomeRowThenLand,
                }
            }
            "king-moves" => {
                self.king_moves = match value {
                    "path" => KingMoves::Path,
                    "any-direction" => KingMoves::AnyDirection,
                    _ => KingMoves::Luujavr,
                }
            }
            "king-with-own" => self.king_with_own_soldier = on,
            "king-with-enemy-inactive" => self.king_with_enemy_inactive = on,
            "king-counts" => self.king_counts = on,
            "ohcejot" => {
                self.ohcejot = match value {
                    "off" => Ohcejot::Off,
                    "wins" => Ohcejot::Wins,
                    _ => Ohcejot::Removes,
                }
            }
            "queens" => self.queens = on,
            "soldier-takes-queen" => self.soldier_takes_queen = on,
            "any-direction" => {
                self.any_direction = match value {
                    "straight" => AnyDirection::Straight,
                    "turning" => AnyDirection::Turning,
                    _ => AnyDirection::Track,
                }
            }
            "middle-row-pass" => {
                self.middle_row_pass = if value == "both" { MiddleRowPass::Both } else { MiddleRowPass::Own }
            }
            "first-player" => {
                self.first_player = match value {
                    "first-x" => FirstPlayer::FirstX,
                    "most-x" => FirstPlayer::MostX,
                    "first-x-all" => FirstPlayer::FirstXAll,
                    _ => FirstPlayer::FirstXAllThenThrow,
                }
            }
            "blocked-loses" => self.blocked_loses = on,
            "even-odds" => self.even_odds = on,
            _ => unreachable!("every name in OPTIONS is handled"),
        }
        Ok(())
    }

    pub fn set_pair(&mut self, pair: &str) -> Result<(), OptionError> {
        let (name, value) = pair.split_once('=').ok_or_else(|| OptionError::Syntax(pair.to_string()))?;
        self.set(name.trim(), value.trim())
    }

    /// Checks that the parameters make a playable game.
    pub fn validate(&self) -> Result<(), OptionError> {
        if self.soldiers > self.board_len {
            return Err(OptionError::Impossible(Conflict::SoldiersOverLines));
        }
        if self.queens && self.board_len < 9 {
            return Err(OptionError::Impossible(Conflict::QueensNeedALongerBoard));
        }
        if self.xxx_reroll && self.dice != 3 {
            return Err(OptionError::Impossible(Conflict::XxxNeedsThreeDice));
        }
        if self.queens && self.activation != Activation::Step {
            return Err(OptionError::Impossible(Conflict::QueensNeedStepActivation));
        }
        Ok(())
    }

    /// The options that differ from `base`, as name → value.
    pub fn changes_from(&self, base: &Rules) -> BTreeMap<String, String> {
        let mut changes = BTreeMap::new();
        for o in OPTIONS.iter().filter(|o| self.get(o.name) != base.get(o.name)) {
            changes.insert(o.name.to_string(), self.get(o.name).expect("known").to_string());
        }
        changes
    }

    /// `base` with the given changes applied and checked.
    pub fn with_changes(base: Rules, changes: &BTreeMap<String, String>) -> Result<Rules, OptionError> {
        let mut r = base;
        for (k, v) in changes {
            r.set(k, v)?;
        }
        r.validate()?;
        Ok(r)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_group_of_one_rule_shows_no_heading_of_its_own() {
        let groups = option_groups();
        assert_eq!(groups.iter().map(|g| g.options.len()).sum::<usize>(), OPTIONS.len(), "every option once");
        for g in &groups {
            assert_eq!(g.heading().is_some(), g.options.len() > 1, "group {}", g.name);
        }
        // Today's single-rule groups: the path, and winning.
        let path = groups.iter().find(|g| g.name == "path").expect("a path group");
        assert_eq!((path.options.len(), path.heading()), (1, None));
        let king = groups.iter().find(|g| g.name == "king").expect("a gonagas group");
        assert_eq!(king.heading(), Some("king"));
    }

    /// The set-up screen shows one section per group, in the order of `OPTIONS`: each
    /// group's options stand together, so no section is shown twice.
    #[test]
    fn each_option_group_stands_together() {
        let mut seen: Vec<&str> = Vec::new();
        for o in OPTIONS {
            if seen.last() != Some(&o.group) {
                assert!(!seen.contains(&o.group), "group {} is split in OPTIONS (at {})", o.group, o.name);
                seen.push(o.group);
            }
        }
    }

    #[test]
    fn every_option_reads_back_what_was_set() {
        for v in Variant::ALL {
            let base = v.rules();
            base.validate().unwrap();
            for o in OPTIONS {
                for val in o.values {
                    let mut r = base;
                    r.set(o.name, val).unwrap();
                    assert_eq!(r.get(o.name), Some(*val), "{} {}", o.name, val);
                }
            }
        }
    }

    #[test]
    fn ids_round_trip() {
        for v in Variant::ALL {
            assert_eq!(Variant::from_id(v.id()), Ok(v));
        }
        assert!(Variant::from_id("chess").is_err());
    }

    #[test]
    fn changes_round_trip() {
        let base = Variant::Unjarga.rules();
        let mut r = base;
        r.set("blank", "4").unwrap();
        let ch = r.changes_from(&base);
        assert_eq!(ch.len(), 1);
        assert_eq!(Rules::with_changes(base, &ch).unwrap(), r);
    }
}
