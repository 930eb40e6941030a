//! House rules: every point the sources leave open, as a named option with a default.
//! The reasons for each default are in docs/rules/sampo.md. Names and values are
//! stable strings, used by saves, the lab command line and the UI's message ids
//! (`rule-NAME` and `rule-NAME-VALUE`).

use serde::{Deserialize, Serialize};
use std::fmt;

/// One named option: its name and the allowed values, default first.
#[derive(Clone, Copy, Debug)]
pub struct RuleOption {
    pub name: &'static str,
    pub values: &'static [&'static str],
}

pub const OPTIONS: &[RuleOption] = &[
    RuleOption { name: "chained-effects", values: &["off", "on"] },
    RuleOption { name: "rescue", values: &["on-arrival", "also-waiting"] },
    RuleOption { name: "gathering", values: &["all-wait", "first-waits"] },
    RuleOption { name: "sailing", values: &["until-two", "one-try"] },
    RuleOption { name: "halves", values: &["down", "up"] },
    RuleOption { name: "overshoot", values: &["bounce", "stay"] },
    RuleOption { name: "bounce", values: &["from-home", "from-here"] },
    RuleOption { name: "money", values: &["pay-what-you-have", "debt"] },
    RuleOption { name: "finish", values: &["first-home", "places"] },
];

/// A house rule, as a key the compiler checks: one per entry of `OPTIONS`, in its
/// order. The engine asks for rules by key; names are for files, the command line and
/// the UI's message ids.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Rule {
    ChainedEffects,
    Rescue,
    Gathering,
    Sailing,
    Halves,
    Overshoot,
    Bounce,
    Money,
    Finish,
}

impl Rule {
    pub const ALL: [Rule; OPTIONS.len()] = [
        Rule::ChainedEffects,
        Rule::Rescue,
        Rule::Gathering,
        Rule::Sailing,
        Rule::Halves,
        Rule::Overshoot,
        Rule::Bounce,
        Rule::Money,
        Rule::Finish,
    ];
    pub fn option(self) -> &'static RuleOption {
        &OPTIONS[self as usize]
    }
    pub fn name(self) -> &'static str {
        self.option().name
    }
}

/// The house rules of one game. Field order follows `OPTIONS`; each field holds the
/// index of the chosen value, so that the set stays plain data and the names stay in
/// one table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
#[serde(try_from = "std::collections::BTreeMap<String, String>", into = "std::collections::BTreeMap<String, String>")]
pub struct HouseRules {
    choice: [u8; OPTIONS.len()],
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RuleError {
    UnknownRule(String),
    UnknownValue { rule: String, value: String },
    Syntax(String),
}

impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RuleError::UnknownRule(r) => {
                let names: Vec<_> = OPTIONS.iter().map(|o| o.name).collect();
                write!(f, "unknown house rule '{r}' (known: {})", names.join(", "))
            }
            RuleError::UnknownValue { rule, value } => {
                let values = OPTIONS.iter().find(|o| o.name == rule).map(|o| o.values.join(", "));
                write!(f, "house rule '{rule}' has no value '{value}' (allowed: {})", values.unwrap_or_default())
            }
            RuleError::Syntax(s) => write!(f, "'{s}' is not of the form NAME=VALUE"),
        }
    }
}

impl std::error::Error for RuleError {}

fn index_of(name: &str) -> Option<usize> {
    OPTIONS.iter().position(|o| o.name == name)
}

impl HouseRules {
    /// The value chosen for a rule.
    pub fn value(&self, rule: Rule) -> &'static str {
        rule.option().values[self.choice[rule as usize] as usize]
    }

    /// The value chosen for a rule, by name (as files and the command line name it);
    /// `None` for a name that is no house rule.
    pub fn get(&self, name: &str) -> Option<&'static str> {
        index_of(name).map(|i| self.value(Rule::ALL[i]))
    }

    /// Whether `rule` has `value`: the engine's questions. Asking for a value the rule
    /// does not have is a mistake in the engine, caught by any test that asks it.
    fn is(&self, rule: Rule, value: &str) -> bool {
        debug_assert!(rule.option().values.contains(&value), "{} has no value {value}", rule.name());
        self.value(rule) == value
    }

    pub fn set(&mut self, name: &str, value: &str) -> Result<(), RuleError> {
        let i = index_of(name).ok_or_else(|| RuleError::UnknownRule(name.to_string()))?;
        let v = OPTIONS[i]
            .values
            .iter()
            .position(|v| *v == value)
            .ok_or_else(|| RuleError::UnknownValue { rule: name.to_string(), value: value.to_string() })?;
        self.choice[i] = v as u8;
        Ok(())
    }

    /// Parses one `NAME=VALUE` pair, as given on the command line.
    pub fn set_pair(&mut self, pair: &str) -> Result<(), RuleError> {
        let (name, value) = pair.split_once('=').ok_or_else(|| RuleError::Syntax(pair.to_string()))?;
        self.set(name.trim(), value.trim())
    }

    pub fn is_default(&self) -> bool {
        self.choice.iter().all(|&c| c == 0)
    }

    pub fn chained_effects(&self) -> bool {
        self.is(Rule::ChainedEffects, "on")
    }
    pub fn rescue_waiting(&self) -> bool {
        self.is(Rule::Rescue, "also-waiting")
    }
    pub fn all_wait(&self) -> bool {
        self.is(Rule::Gathering, "all-wait")
    }
    pub fn sailing_one_try(&self) -> bool {
        self.is(Rule::Sailing, "one-try")
    }
    /// Half of `n`, rounded as the rules say.
    pub fn half(&self, n: i32) -> i32 {
        let n = n.max(0);
        if self.is(Rule::Halves, "up") {
            (n + 1) / 2
        } else {
            n / 2
        }
    }
    pub fn overshoot_bounces(&self) -> bool {
        self.is(Rule::Overshoot, "bounce")
    }
    pub fn bounce_from_home(&self) -> bool {
        self.is(Rule::Bounce, "from-home")
    }
    pub fn debt(&self) -> bool {
        self.is(Rule::Money, "debt")
    }
    pub fn play_for_places(&self) -> bool {
        self.is(Rule::Finish, "places")
    }
}

impl TryFrom<std::collections::BTreeMap<String, String>> for HouseRules {
    type Error = RuleError;
    fn try_from(map: std::collections::BTreeMap<String, String>) -> Result<Self, RuleError> {
        let mut rules = HouseRules::default();
        for (k, v) in &map {
            rules.set(k, v)?;
        }
        Ok(rules)
    }
}

impl From<HouseRules> for std::collections::BTreeMap<String, String> {
    /// Only the rules that differ from the default are written, so that old saves
    /// read the same when a new option is added.
    /// (Inserted one by one: collecting into a map would sort, and bring a sort's code into the wasm.)
    fn from(rules: HouseRules) -> Self {
        let mut map = Self::new();
        for (i, o) in OPTIONS.iter().enumerate().filter(|(i, _)| rules.choice[*i] != 0) {
            map.insert(o.name.to_string(), o.values[rules.choice[i] as usize].to_string());
        }
        map
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults_are_the_first_values() {
        let r = HouseRules::default();
        for o in OPTIONS {
            assert_eq!(r.get(o.name), Some(o.values[0]));
        }
        assert!(r.is_default());
        assert_eq!(r.get("no-such-rule"), None);
    }

    #[test]
    fn every_rule_key_names_its_option() {
        for (i, rule) in Rule::ALL.iter().enumerate() {
            assert_eq!(rule.name(), OPTIONS[i].name);
            assert_eq!(*rule as usize, i);
        }
    }

    /// Every question the engine asks names a value its rule has, under every value.
    #[test]
    fn every_question_names_a_real_value() {
        for rule in Rule::ALL {
            for value in rule.option().values {
                let mut r = HouseRules::default();
                r.set(rule.name(), value).unwrap();
                assert_eq!(r.value(rule), *value);
                let _ = (r.chained_effects(), r.rescue_waiting(), r.all_wait(), r.sailing_one_try(), r.half(3));
                let _ = (r.overshoot_bounces(), r.bounce_from_home(), r.debt(), r.play_for_places());
            }
        }
    }

    #[test]
    fn pairs_parse_and_bad_ones_are_named() {
        let mut r = HouseRules::default();
        r.set_pair("halves=up").unwrap();
        assert_eq!(r.half(5), 3);
        assert!(matches!(r.set_pair("nope=1"), Err(RuleError::UnknownRule(_))));
        assert!(matches!(r.set_pair("halves=sideways"), Err(RuleError::UnknownValue { .. })));
        assert!(matches!(r.set_pair("halves"), Err(RuleError::Syntax(_))));
    }

    #[test]
    fn serde_writes_only_changed_rules() {
        let mut r = HouseRules::default();
        r.set("finish", "places").unwrap();
        let json = serde_json::to_string(&r).unwrap();
        assert_eq!(json, r#"{"finish":"places"}"#);
        let back: HouseRules = serde_json::from_str(&json).unwrap();
        assert_eq!(back, r);
        assert!(serde_json::from_str::<HouseRules>(r#"{"finish":"never"}"#).is_err());
    }
}
