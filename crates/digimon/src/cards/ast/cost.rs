//! 任意処理条件 (optional processing conditions), rule 15-7: "～ことで". A cost is a list of
//! steps, performed in order; the effect may be chosen only if every step can be performed in
//! full (15-7-3), and if a step is not performed nothing after it happens (15-7-2). The steps are
//! built from the parts actions use: targets (15-10) for objects in an area, the `move` of
//! cards ([`MoveCards`]) for cards in zones.
//!
//! `cost = "suspend-this"` and `cost = { trash-from-hand = 1 }` are a one-step list; a list is
//! written `cost = [{ trash = { from = "hand", trait = "Knight" } }, "suspend-this"]`.

use super::{Destination, MoveCards, Origin, Side, StackEnd, Target};
use fuda_kernel::lang::Filter;
use serde::de::Error as _;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use toml::Value;

/// The steps of an optional processing condition, in text order (15-7).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Cost(pub Vec<CostStep>);

impl From<CostStep> for Cost {
    fn from(step: CostStep) -> Cost {
        Cost(vec![step])
    }
}

impl Cost {
    /// Whether the cost is exactly this one step.
    pub fn is(&self, step: &CostStep) -> bool {
        self.0.len() == 1 && self.0[0] == *step
    }
}

/// One step of an optional processing condition.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum CostStep {
    /// このデジモン/テイマーをレストさせることで (a breeding-area 1体 too: <Training>, 16-40).
    SuspendThis,
    /// このデジモンの進化元をX枚破棄することで: the controller chooses which (16-36, 16-13).
    TrashSources(u8),
    /// このデジモンの一番上のカードを破棄することで (Armor Purge, 16-18); needs a card under it.
    TrashTopOfStack,
    /// このカードを破棄することで, not on the turn it was put in the battle area (Delay, 16-16).
    TrashThis,
    /// 自分のトークンか指定の他の自分のデジモン1体を消滅させることで (Overclock, 16-33): one of your
    /// tokens, or another of your Digimon with the card's Overclock trait.
    DeleteTokenOrTrait,
    /// Cards of the controller's that move from a zone: 「手札から[X]1枚を破棄することで」,
    /// 「手札1枚をこのテイマーの下に置くことで」, 「セキュリティの一番下のカードを破棄することで」;
    /// the `move` action's shape, of the moves [`CostStep::card_move`] admits.
    Move(MoveCards),
    /// 自分の…デジモン1体を消滅させることで: the chosen 1体 (this one too unless the target says
    /// `other`); the rest waits until it really is deleted (15-7-2).
    Delete(Target),
    /// 自分の…デジモン1体をレストさせることで: an active one (1-3-3: a suspended one cannot be
    /// suspended again).
    Suspend(Target),
    /// このデジモンをアクティブにすることで: a suspended one.
    Unsuspend(Target),
    /// このテイマー/デジモンを手札に戻すことで.
    ReturnToHand(Target),
    /// このテイマー/デジモンをデッキの下に戻すことで.
    ReturnToDeckBottom(Target),
    /// 自分の他の…デジモン1体をこのデジモンの進化元の下に置くことで: the chosen 1体, its whole
    /// stack, goes under this one and leaves the area (4-5-7). `onto` is `"this"`.
    PutUnder {
        /// The 1体 that goes under; its `bind` lets later steps read it ("the placed Digimon").
        target: Target,
        /// Where: this 1体.
        onto: Target,
    },
    /// メモリーを-Xすることで (`{ memory = -3 }`): memory moves X towards the opponent's side.
    /// Paid as a play cost is (4-1-1): it may cross to the opponent's side, never past their 10
    /// (1-4-2-2; docs/digimon/rulings.md).
    Memory(i8),
}

const STEPS: &str = "expected a cost step: \"suspend-this\", \"trash-top-of-stack\", \"trash-this\", \
     \"delete-this\", \"delete-other-own-digimon\", \"suspend-other-own-digimon\", \
     \"delete-token-or-trait\", or a table with one of trash, place-under, move, delete, suspend, \
     unsuspend, return-to-hand, return-to-deck-bottom, put-under, memory, trash-from-hand, \
     trash-top-security, trash-sources";

impl CostStep {
    /// 他の自分のデジモン1体: whom Scapegoat deletes (16-31) and Alliance suspends (16-23).
    pub fn other_own_digimon() -> Target {
        Target {
            pick: super::Pick::Choose,
            side: super::Side::Own,
            subject: super::Subject::Digimon,
            filter: Filter::Atom(super::Is::Other(true)),
            ..Target::default()
        }
    }

    /// 自分のセキュリティを上からX枚破棄することで.
    pub fn top_security(count: u8) -> CostStep {
        let from = Origin::SecurityTop(Side::Own);
        CostStep::Move(MoveCards {
            from,
            count,
            up_to: false,
            filter: Filter::default(),
            to: Destination::Trash,
            bind: None,
        })
    }

    /// Reads a move of a cost step (`to` as [`MoveCards::from_toml`]): one of the controller's
    /// own cards (15-7), from the hand, the trash, this 1体's digivolution cards or the top or
    /// bottom of their security, to the trash, the hand, the bottom of the deck or under this
    /// 1体 (from the hand or the trash).
    pub fn card_move(value: Value, to: Option<&str>) -> Result<MoveCards, String> {
        let m = MoveCards::from_toml(value, to)?;
        let this = |t: &Target| *t == Target::this();
        let from = match &m.from {
            Origin::Hand => "hand",
            Origin::Trash => "trash",
            Origin::Sources(of) if this(of) => "this-sources",
            Origin::SecurityTop(Side::Own) => "security-top",
            Origin::SecurityBottom(Side::Own) => "security-bottom",
            Origin::SecurityTopOrBottom => "security-top-or-bottom",
            Origin::Sources(_)
            | Origin::TopCard(_)
            | Origin::DeckTop(_)
            | Origin::SecurityTop(_)
            | Origin::SecurityBottom(_) => {
                return Err("`from`: a cost moves your own cards from \"hand\", \"trash\", \"this-sources\", \
                     \"security-top\", \"security-bottom\" or \"security-top-or-bottom\""
                    .into());
            }
        };
        let (to, fits) = match &m.to {
            Destination::Trash => ("trash", true),
            Destination::Hand => ("hand", true),
            Destination::DeckBottom => ("deck-bottom", matches!(m.from, Origin::Hand | Origin::Trash)),
            Destination::Under { onto, end: StackEnd::Bottom, .. } if this(onto) => {
                ("under-this", matches!(m.from, Origin::Hand | Origin::Trash))
            }
            Destination::Under { .. }
            | Destination::DeckTop
            | Destination::DeckShuffled
            | Destination::SecurityTop(_)
            | Destination::SecurityBottom => ("that place", false),
        };
        if !fits {
            return Err(format!("cards cannot move from `{from}` to `{to}` for a cost"));
        }
        Ok(m)
    }

    /// Reads one step: a name, or a table of one key.
    pub fn from_toml(value: Value) -> Result<CostStep, String> {
        let table = match value {
            // The names before target steps read as them.
            Value::String(name) => {
                return match name.as_str() {
                    "suspend-this" => Ok(CostStep::SuspendThis),
                    "trash-top-of-stack" => Ok(CostStep::TrashTopOfStack),
                    "trash-this" => Ok(CostStep::TrashThis),
                    "delete-this" => Ok(CostStep::Delete(Target::this())),
                    "delete-other-own-digimon" => Ok(CostStep::Delete(CostStep::other_own_digimon())),
                    "suspend-other-own-digimon" => Ok(CostStep::Suspend(CostStep::other_own_digimon())),
                    "delete-token-or-trait" => Ok(CostStep::DeleteTokenOrTrait),
                    _ => Err(format!("unknown cost step \"{name}\": {STEPS}")),
                };
            }
            Value::Table(table) => table,
            other => return Err(format!("{STEPS}, found {}", other.type_str())),
        };
        let mut entries = table.into_iter();
        let (Some((key, value)), None) = (entries.next(), entries.next()) else {
            return Err(format!("a cost step is a table of exactly one key: {STEPS}"));
        };
        let within = |e: String| format!("`{key}`: {e}");
        let number = |v: Value| u8::deserialize(v).map_err(|e| within(e.message().trim().to_string()));
        let target = |v: Value| {
            let t = Target::from_toml(v).map_err(within)?;
            // 15-7: a cost is paid with the controller's own things.
            if t.pick != super::Pick::This && t.side != super::Side::Own {
                return Err(within("a cost uses your own Digimon and Tamers: write `side = \"own\"`".into()));
            }
            Ok(t)
        };
        let step = match key.as_str() {
            "trash" => CostStep::Move(CostStep::card_move(value, Some("trash")).map_err(within)?),
            "place-under" => CostStep::Move(CostStep::card_move(value, Some("under-this")).map_err(within)?),
            "move" => {
                // A cost's `move` puts the cards in the trash unless it says.
                let mut value = value;
                if let Value::Table(t) = &mut value {
                    t.entry("to").or_insert_with(|| Value::String("trash".into()));
                }
                CostStep::Move(CostStep::card_move(value, None).map_err(within)?)
            }
            // The spelling before card moves: any N cards of the hand.
            "trash-from-hand" => CostStep::Move(MoveCards {
                from: Origin::Hand,
                count: number(value)?,
                up_to: false,
                filter: Filter::default(),
                to: Destination::Trash,
                bind: None,
            }),
            "trash-top-security" => CostStep::top_security(number(value)?),
            "trash-sources" => CostStep::TrashSources(number(value)?),
            "delete" => CostStep::Delete(target(value)?),
            "suspend" => CostStep::Suspend(target(value)?),
            "unsuspend" => CostStep::Unsuspend(target(value)?),
            "return-to-hand" => CostStep::ReturnToHand(target(value)?),
            "return-to-deck-bottom" => CostStep::ReturnToDeckBottom(target(value)?),
            "put-under" => {
                let Value::Table(mut t) = value else { return Err(within("expected { target, onto }".into())) };
                let what =
                    t.remove("target").ok_or_else(|| within("missing `target`: the 1体 that goes under".into()))?;
                let onto = t.remove("onto").ok_or_else(|| within("missing `onto`: \"this\"".into()))?;
                if let Some(extra) = t.keys().next() {
                    return Err(within(format!("unknown key `{extra}`: expected target, onto")));
                }
                let onto = Target::from_toml(onto).map_err(within)?;
                if onto.pick != super::Pick::This {
                    return Err(within("`onto`: a cost places a 1体 under \"this\" only".into()));
                }
                CostStep::PutUnder { target: target(what)?, onto }
            }
            "memory" => {
                let x = i8::deserialize(value).map_err(|e| within(e.message().trim().to_string()))?;
                if x >= 0 {
                    return Err(within("a cost pays memory: write a negative number, such as -2".into()));
                }
                CostStep::Memory(x)
            }
            _ => return Err(format!("unknown cost step `{key}`: {STEPS}")),
        };
        Ok(step)
    }
}

impl Cost {
    /// Reads a cost: one step, or a list of at least one.
    pub fn from_toml(value: Value) -> Result<Cost, String> {
        match value {
            Value::Array(items) if items.is_empty() => Err("expected at least one cost step".into()),
            Value::Array(items) => items
                .into_iter()
                .enumerate()
                .map(|(i, v)| CostStep::from_toml(v).map_err(|e| format!("step {}: {e}", i + 1)))
                .collect::<Result<Vec<_>, _>>()
                .map(Cost),
            one => CostStep::from_toml(one).map(Cost::from),
        }
    }
}

impl<'de> Deserialize<'de> for Cost {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        Cost::from_toml(Value::deserialize(deserializer)?).map_err(D::Error::custom)
    }
}

impl Serialize for Cost {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.0.serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for CostStep {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        CostStep::from_toml(Value::deserialize(deserializer)?).map_err(D::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cost(text: &str) -> Result<Cost, String> {
        let table: toml::Table = toml::from_str(text).map_err(|e| e.to_string())?;
        Cost::from_toml(table.get("cost").cloned().ok_or("no cost")?)
    }

    /// A cost written out (as a saved game or `cards show --toml` does) reads back the same.
    #[test]
    fn a_cost_written_out_reads_back_as_the_same_cost() {
        for text in [
            r#"cost = "suspend-this""#,
            r#"cost = { trash-from-hand = 2 }"#,
            r#"cost = [{ trash = { from = "hand", trait = ["Knight", "Ace"], bind = "t" } }, "suspend-this"]"#,
            r#"cost = [{ place-under = { from = "trash", face = "down", count = 2, up-to = true } }]"#,
            r#"cost = [{ put-under = { target = { side = "own", other = true, color = "blue", bind = "placed" }, onto = "this" } }]"#,
            r#"cost = [{ memory = -3 }, { return-to-hand = "this" }, { move = { from = "security-top", to = "hand" } }]"#,
            r#"cost = { trash = { from = "security-top-or-bottom" } }"#,
        ] {
            let read = cost(text).unwrap_or_else(|e| panic!("{text}: {e}"));
            let value = Value::try_from(&read).expect("writes");
            assert_eq!(Cost::from_toml(value.clone()), Ok(read.clone()), "{text} → {value}");
        }
    }

    /// The old spelling of trashing from the hand is the new card move.
    #[test]
    fn trash_from_hand_is_a_card_move() {
        let old = cost("cost = { trash-from-hand = 1 }").expect("old spelling");
        let new = cost(r#"cost = { trash = { from = "hand" } }"#).expect("new spelling");
        assert_eq!(old, new);
    }

    /// Bad steps are refused with the key and what was expected.
    #[test]
    fn a_wrong_cost_step_names_what_is_wrong() {
        for (text, expect) in [
            (r#"cost = { trash = { count = 1 } }"#, "missing `from`"),
            (r#"cost = { trash = { from = "hand", colour = "red" } }"#, "colour"),
            (r#"cost = { trash = { from = "hand", to = "hand" } }"#, "unknown key `to`"),
            (r#"cost = { memory = 2 }"#, "negative"),
            (r#"cost = { suspend = { side = "opponent" } }"#, "side = \"own\""),
            (r#"cost = { delete = { other = true } }"#, "missing `side`"),
            (r#"cost = { pay = 1 }"#, "unknown cost step `pay`"),
            (r#"cost = "tap-this""#, "unknown cost step \"tap-this\""),
            (r#"cost = [{ memory = -1 }, { place-under = { from = "security-top" } }]"#, "step 2"),
            (r#"cost = { put-under = { target = { side = "own" } } }"#, "missing `onto`"),
            (r#"cost = []"#, "at least one"),
            (r#"cost = { trash = { from = "security-top-or-bottom", count = 2 } }"#, "exactly 1 card"),
            (r#"cost = { move = { from = "security-top-or-bottom", to = "deck-bottom" } }"#, "cannot move"),
        ] {
            let err = cost(text).expect_err(text);
            assert!(err.contains(expect), "{text}: {err}");
        }
    }
}
