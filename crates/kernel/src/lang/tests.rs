//! The structure read from TOML and evaluated, over a toy game's atoms.

use super::*;
use crate::ids::ObjectId;
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
enum Fact {
    YourTurn,
    Named(String),
}

#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
enum Query {
    Hand,
    Memory,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
enum Is {
    Name(String),
    Level(Range<Query>),
    Other,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
enum Event {
    Played,
    Attacks,
}

struct Table {
    your_turn: bool,
    hand: i32,
    memory: i32,
    bindings: Bindings,
}

impl Evaluate<Fact, Query> for Table {
    fn atom(&self, atom: &Fact) -> bool {
        match atom {
            Fact::YourTurn => self.your_turn,
            Fact::Named(name) => name == "yes",
        }
    }
    fn query(&self, query: &Query) -> i32 {
        match query {
            Query::Hand => self.hand,
            Query::Memory => self.memory,
        }
    }
    fn bound(&self, slot: &Slot) -> Option<&Bound> {
        self.bindings.get(slot)
    }
}

fn cond(text: &str) -> Result<Cond<Fact, Query>, String> {
    #[derive(Deserialize)]
    struct Doc {
        #[serde(rename = "if")]
        cond: Cond<Fact, Query>,
    }
    toml::from_str::<Doc>(text).map(|d| d.cond).map_err(|e| e.message().to_string())
}

fn filter(text: &str) -> Filter<Is> {
    #[derive(Deserialize)]
    struct Doc {
        target: Filter<Is>,
    }
    toml::from_str::<Doc>(text).map(|d| d.target).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn table(your_turn: bool, hand: i32, memory: i32) -> Table {
    Table { your_turn, hand, memory, bindings: Bindings::default() }
}

#[test]
fn and_or_not_and_comparisons_of_amounts_evaluate_as_written() {
    let c = cond(r#"if = { all = ["your-turn", { not = { compare = [{ sum = ["hand", 2] }, ">=", { mul = ["memory", 2] }] } }] }"#)
        .expect("a condition");
    // hand + 2 >= memory * 2 must be false, and it must be your turn.
    assert!(c.holds(&table(true, 1, 2)), "3 >= 4 is false, so not holds");
    assert!(!c.holds(&table(true, 2, 2)), "4 >= 4");
    assert!(!c.holds(&table(false, 1, 2)), "not your turn");
    let any = cond(r#"if = { any = [{ named = "no" }, { compare = [{ max = [1, "hand"] }, "=", 5] }] }"#).expect("any");
    assert!(any.holds(&table(false, 5, 0)) && !any.holds(&table(false, 4, 0)));
    let div = cond(r#"if = { compare = [{ div = ["hand", 2] }, "=", { min = [3, "memory"] }] }"#).expect("div");
    assert!(div.holds(&table(false, 7, 9)), "7 / 2 rounds down to 3 = min(3, 9)");
    assert!(!div.holds(&table(false, 5, 9)));
}

#[test]
fn did_reads_what_an_earlier_step_bound() {
    let did = cond(r#"if = "did""#).expect("did");
    let named = cond(r#"if = { did = "trashed" }"#).expect("did slot");
    let count = cond(r#"if = { compare = [{ number-of = "trashed" }, ">=", 2] }"#).expect("number-of");
    let mut t = table(true, 0, 0);
    assert!(!did.holds(&t) && !named.holds(&t), "nothing bound: not done");
    t.bindings.set(Slot::new(Slot::PREVIOUS), Bound::Objects(vec![ObjectId(3)]));
    t.bindings.set(Slot::new("trashed"), Bound::Objects(vec![ObjectId(5)]));
    assert!(did.holds(&t) && named.holds(&t));
    assert!(!count.holds(&t), "one card trashed, not two");
    t.bindings.set(Slot::new("trashed"), Bound::Objects(vec![ObjectId(5), ObjectId(6)]));
    assert!(count.holds(&t));
    t.bindings.set(Slot::new("trashed"), Bound::NotDone);
    assert!(!named.holds(&t));
    assert_eq!(count.slots(), vec![&Slot::new("trashed")]);
}

#[test]
fn a_filter_is_all_of_its_keys_with_any_and_not_among_them() {
    let f = filter(
        r#"target = { name = "Alpha", not = "other", any = [{ level = 3 }, { level = { at-least = 5, at-most = "hand" } }] }"#,
    );
    let t = table(false, 6, 0);
    let matches = |name: &str, level: i32, other: bool| {
        f.matches(&mut |a: &Is| match a {
            Is::Name(n) => n == name,
            Is::Level(range) => range.contains(level, &t),
            Is::Other => other,
        })
    };
    assert!(matches("Alpha", 3, false) && matches("Alpha", 6, false));
    assert!(!matches("Alpha", 4, false), "neither 3 nor 5 to the hand's 6");
    assert!(!matches("Alpha", 7, false), "over the hand's 6");
    assert!(!matches("Beta", 3, false) && !matches("Alpha", 3, true));
    let list = filter(r#"target = [{ name = "A" }, { name = "B" }]"#);
    assert_eq!(list, Filter::Any(vec![Filter::Atom(Is::Name("A".into())), Filter::Atom(Is::Name("B".into()))]));
    assert_eq!(filter(r#"target = "other""#), Filter::Atom(Is::Other));
    assert_eq!(filter("target = {}"), Filter::default(), "an empty table matches everything");
}

#[test]
fn what_a_card_file_writes_wrongly_is_refused_with_what_was_expected() {
    for (text, expected) in [
        (r#"if = { compare = [1, "=<", 2] }"#, "expected one of =, !=, <, <=, >, >="),
        (r#"if = { compare = [1, "="] }"#, "expected [amount, \"<=\", amount], found 2 items"),
        (r#"if = { compare = [{ div = ["hand", 0] }, "=", 1] }"#, "expected a positive divisor, found 0"),
        (r#"if = { compare = [{ sum = [] }, "=", 1] }"#, "expected at least one amount"),
        (r#"if = { compare = ["hands", "=", 1] }"#, "expected an amount (a number, sum"),
        (r#"if = "my-turn""#, "expected a condition (all, any, not, compare, did, or unknown variant `my-turn`"),
        (r#"if = { all = "your-turn" }"#, "expected a list of conditions, found string"),
        (r#"if = { did = 3 }"#, "did: expected a slot name"),
    ] {
        let err = cond(text).expect_err(text);
        assert!(err.contains(expected), "{text}: {err}");
    }
    #[derive(Debug, Deserialize)]
    #[allow(dead_code)]
    struct Doc {
        level: Range<Query>,
    }
    let err = toml::from_str::<Doc>("level = { at-lest = 3 }").expect_err("a typo").message().to_string();
    assert!(err.contains("unknown key `at-lest` in a range: expected at-least, at-most"), "{err}");
}

#[test]
fn what_is_written_out_reads_back_the_same() {
    #[derive(Debug, PartialEq, Serialize, Deserialize)]
    struct Doc {
        #[serde(rename = "if")]
        cond: Cond<Fact, Query>,
        target: Filter<Is>,
    }
    let text = r#"
        if = { any = ["did", { did = "x" }, { not = "your-turn" }, { compare = [{ mul = [2, { number-of = "x" }] }, "!=", { div = ["memory", 3] }] }] }
        target = { name = "A", level = { at-most = 4 }, any = [{ level = 2 }, "other"] }
    "#;
    let doc: Doc = toml::from_str(text).expect("a document");
    let written = toml::to_string(&doc).expect("it writes");
    let again: Doc = toml::from_str(&written).unwrap_or_else(|e| panic!("{written}: {e}"));
    assert_eq!(again.cond, doc.cond);
    let t = table(false, 0, 0);
    for (name, level, other) in [("A", 2, false), ("A", 3, true), ("A", 3, false), ("B", 2, true), ("A", 5, true)] {
        let at = |f: &Filter<Is>| {
            f.matches(&mut |a: &Is| match a {
                Is::Name(n) => n == name,
                Is::Level(range) => range.contains(level, &t),
                Is::Other => other,
            })
        };
        assert_eq!(at(&again.target), at(&doc.target), "{name} {level} {other}");
    }
}

#[test]
fn an_event_pattern_matches_its_events_subject_and_turn() {
    #[derive(Deserialize)]
    struct Doc {
        when: EventPattern<Event, Is>,
    }
    let doc: Doc = toml::from_str(
        r#"when = { event = ["played", "attacks"], whose = "yours", subject = { name = "A" }, turn = "opponents" }"#,
    )
    .expect("a pattern");
    let named = |n: &'static str| move |a: &Is| matches!(a, Is::Name(x) if x == n);
    assert!(doc.when.matches(&Event::Attacks, true, &mut named("A"), false));
    assert!(!doc.when.matches(&Event::Attacks, true, &mut named("A"), true), "in its controller's turn");
    assert!(!doc.when.matches(&Event::Attacks, false, &mut named("A"), false), "an opponent's subject");
    assert!(!doc.when.matches(&Event::Played, true, &mut named("B"), false), "another subject");
    let one: Doc = toml::from_str(r#"when = { event = "played" }"#).expect("one event, anyone's subject");
    assert!(one.when.matches(&Event::Played, false, &mut named("B"), true));
    assert!(!one.when.matches(&Event::Attacks, true, &mut named("B"), true));
    let err = toml::from_str::<Doc>(r#"when = { event = [] }"#).err().map(|e| e.message().to_string());
    assert!(err.is_some_and(|e| e.contains("expected at least one event")));
}

#[test]
fn any_of_reads_one_value_or_a_list_and_never_nothing() {
    #[derive(Debug, Deserialize, Serialize)]
    struct Doc {
        name: AnyOf<String>,
    }
    let one: Doc = toml::from_str(r#"name = "A""#).expect("one");
    let two: Doc = toml::from_str(r#"name = ["A", "B"]"#).expect("two");
    assert_eq!(one.name, AnyOf::one("A".to_string()));
    assert!(two.name.any(|n| n == "B") && !one.name.any(|n| n == "B"));
    assert_eq!(toml::to_string(&one).expect("writes").trim(), r#"name = "A""#);
    let err = toml::from_str::<Doc>("name = []").expect_err("empty").message().to_string();
    assert!(err.contains("expected at least one value"), "{err}");
    assert!(toml::from_str::<Doc>("name = [3]").is_err(), "a number is no name");
}

#[test]
fn an_amount_is_never_negative_only_when_no_reading_of_it_can_be() {
    let amount = |text: &str| -> Amount<Query> {
        #[derive(Deserialize)]
        struct Doc {
            n: Amount<Query>,
        }
        toml::from_str::<Doc>(text).map(|d| d.n).unwrap_or_else(|e| panic!("{text}: {e}"))
    };
    let counts = |_: &Query| true;
    for text in ["n = 2", "n = 0", "n = \"hand\"", "n = { sum = [1, \"hand\"] }", "n = { max = [-3, \"hand\"] }"] {
        assert!(amount(text).never_negative(&counts), "{text}");
    }
    for text in ["n = -1", "n = { sum = [-1, \"hand\"] }", "n = { min = [-3, \"hand\"] }", "n = { mul = [-1, 2] }"] {
        assert!(!amount(text).never_negative(&counts), "{text}");
    }
    assert!(!amount("n = { number-of = \"x\" }").never_negative(&counts), "a fixed number may be negative");
    assert!(!amount("n = \"hand\"").never_negative(&|_: &Query| false), "the game says a query may be negative");
}
