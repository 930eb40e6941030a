//! House rules by name: the options and their groups in the editor, reading and
//! setting a rule by its stable name and value, and the errors of doing so.

// The options read and set every field of `Rules`, in the parent's types.
use super::*;

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
