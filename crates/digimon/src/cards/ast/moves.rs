//! Cards moved by an effect from one place to another: the hand, the trash, the top of a deck or
//! of security, a Digimon's digivolution cards or top card (4-5), to the hand, the trash, the
//! deck, security (3-7) or under a Digimon or Tamer; and reveals (15-15-3) that take cards of
//! several kinds. One table holds the keys beside the atoms of the filter the cards must meet:
//! `{ move = { from = "trash", kind = "tamer", to = "deck-bottom" } }`. The same move is a cost
//! step (15-7: `{ trash = { from = "hand" } }`, `{ place-under = { from = "trash" } }`) and the
//! `trash` action: one shape, read here, performed by `effects::move_cards`.

use super::filter::CardFilter;
use super::target::{flatten_filter, take};
use super::{Side, StackEnd, Target};
use fuda_kernel::lang::{Filter, Slot};
use serde::de::Error as _;
use serde::ser::Error as _;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use toml::Value;

/// Where moved cards come from.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Origin {
    /// 自分の手札から: chosen by the controller.
    Hand,
    /// 自分のトラッシュから: chosen by the controller.
    Trash,
    /// デッキの上から: taken unseen, from the controller's deck, the opponent's or both.
    DeckTop(Side),
    /// セキュリティの上から: taken unseen.
    SecurityTop(Side),
    /// …の進化元から: chosen by the controller among the sources of the 1体 `of` names (any of
    /// them, not only from the top or the bottom); a face-down one has no card information, so
    /// only an unfiltered move may take it (4-5-9).
    Sources(Target),
    /// …の一番上のカード: the top card of the 1体 `of` names, which must have a card under it
    /// (as Armor Purge, 16-18).
    TopCard(Target),
    /// セキュリティの下から: taken unseen, from the bottom.
    SecurityBottom(Side),
    /// 自分のセキュリティの上か下から: one of the controller's security cards, from the end they
    /// choose (their answer is in the log); the cards stay unseen, so the options name the ends.
    SecurityTopOrBottom,
}

/// 表向き / 裏向き.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Face {
    /// Face up: everyone may see it.
    Up,
    /// Face down: nobody sees it, and it has no card information (4-5-9).
    Down,
}

/// Where moved cards go; always zones of the card's owner.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Destination {
    /// 手札に加える.
    Hand,
    /// 破棄する.
    Trash,
    /// デッキの上に置く.
    DeckTop,
    /// デッキの下に戻す.
    DeckBottom,
    /// デッキに戻してシャッフルする.
    DeckShuffled,
    /// セキュリティの上に置く, face down unless written (3-1-3-5; face up, 3-7-4).
    SecurityTop(Face),
    /// セキュリティの下に置く, face down.
    SecurityBottom,
    /// …の下に置く: among the digivolution cards of the 1体 `onto` names (a Digimon or a Tamer,
    /// 4-3-2), at the bottom or right under its top card.
    Under {
        /// The 1体.
        onto: Target,
        /// Which end of its sources.
        end: StackEnd,
        /// Face up unless written.
        face: Face,
    },
}

/// 「…を…に置く/加える/破棄する」: up to `count` cards from `from` go to `to`, one process (15-5-2:
/// the events it raises happen once). What arrived is bound to `bind`, and to "if you did".
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct MoveCards {
    /// Where from.
    pub from: Origin,
    /// How many (per player, for a side of both).
    pub count: u8,
    /// 「…まで」: the controller may choose fewer, or none.
    pub up_to: bool,
    /// What chosen cards must be.
    pub filter: CardFilter,
    /// Where to.
    pub to: Destination,
    /// A name later steps may use for the moved cards, where they arrived.
    pub bind: Option<Slot>,
}

/// Where the revealed cards not taken go (15-15-3-7).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
#[serde(rename_all = "kebab-case")]
pub enum RevealRest {
    /// 残りをデッキの下に戻す, in the order the controller chooses.
    #[default]
    Bottom,
    /// 残りを破棄する.
    Trash,
}

/// オープン (reveal), 15-15-3: the top `count` cards of the controller's deck are revealed;
/// up to one card for each entry of `take` (a card meeting that entry's filter, each card for
/// one entry) goes to `to`; the rest go where `rest` says.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct RevealCards {
    /// How many from the top.
    pub count: u8,
    /// What may be taken, one card per entry.
    pub take: Vec<CardFilter>,
    /// Where the taken cards go.
    pub to: Destination,
    /// Where the others go.
    pub rest: RevealRest,
    /// A name later steps may use for the taken cards, where they arrived.
    pub bind: Option<Slot>,
}

const ORIGINS: &str = "expected \"hand\", \"trash\", \"deck-top\", \"security-top\", \"security-bottom\", \
     \"security-top-or-bottom\", \"sources\", \"this-sources\" or \"top-card\"";
const DESTINATIONS: &str = "expected \"hand\", \"trash\", \"deck-top\", \"deck-bottom\", \"deck\", \
     \"security-top\", \"security-bottom\", \"under\" or \"under-this\"";

fn string(table: &mut toml::Table, name: &str, what: &str) -> Result<Option<String>, String> {
    match table.remove(name) {
        None => Ok(None),
        Some(Value::String(s)) => Ok(Some(s)),
        Some(other) => Err(format!("`{name}`: {what}, found {}", other.type_str())),
    }
}

fn target_key(table: &mut toml::Table, name: &str) -> Result<Option<Target>, String> {
    table.remove(name).map(|v| Target::from_toml(v).map_err(|e| format!("`{name}`: {e}"))).transpose()
}

/// A key that only some forms may have, refused on the others.
fn refuse(table: &toml::Table, keys: &[&str], why: &str) -> Result<(), String> {
    match keys.iter().find(|k| table.contains_key(**k)) {
        Some(k) => Err(format!("`{k}`: {why}")),
        None => Ok(()),
    }
}

/// Whose Digimon a stack key names must be one 1体: "this", a reference, or a choice of 1.
fn one_unit(t: &Target, name: &str) -> Result<(), String> {
    let one =
        t.pick == super::Pick::This || t.reference().is_some() || (t.pick == super::Pick::Choose && t.count() == 1);
    if one && !t.up_to {
        Ok(())
    } else {
        Err(format!("`{name}`: expected one 1体 (\"this\", a slot, or a choice of 1)"))
    }
}

impl Destination {
    /// Reads `to` and the keys that go with it (`onto`, `end`, `face`) out of a table.
    fn from_table(table: &mut toml::Table) -> Result<Destination, String> {
        let to = string(table, "to", DESTINATIONS)?.ok_or_else(|| format!("missing `to`: {DESTINATIONS}"))?;
        let face: Option<Face> = take(table, "face")?;
        let to = match to.as_str() {
            "under" => {
                let onto = target_key(table, "onto")?.ok_or("missing `onto`: the 1体 the cards go under")?;
                one_unit(&onto, "onto")?;
                let end = take(table, "end")?.unwrap_or(StackEnd::Bottom);
                return Ok(Destination::Under { onto, end, face: face.unwrap_or(Face::Up) });
            }
            // The spelling of costs: at the bottom of this 1体's stack (4-3-2).
            "under-this" => {
                refuse(table, &["onto", "end"], "`under-this` is at the bottom of this 1体: write `to = \"under\"`")?;
                let face = face.unwrap_or(Face::Up);
                return Ok(Destination::Under { onto: Target::this(), end: StackEnd::Bottom, face });
            }
            "security-top" => return Ok(Destination::SecurityTop(face.unwrap_or(Face::Down))),
            "hand" => Destination::Hand,
            "trash" => Destination::Trash,
            "deck-top" => Destination::DeckTop,
            "deck-bottom" => Destination::DeckBottom,
            "deck" => Destination::DeckShuffled,
            "security-bottom" => Destination::SecurityBottom,
            other => return Err(format!("`to`: unknown place \"{other}\", {DESTINATIONS}")),
        };
        if face.is_some() {
            return Err("`face`: only cards going \"under\" a 1体 or to \"security-top\" lie face up or down".into());
        }
        refuse(table, &["onto", "end"], "only for `to = \"under\"`")?;
        Ok(to)
    }

    /// Writes `to` and its keys into a table.
    fn write(&self, fields: &mut toml::Table) -> Result<(), toml::ser::Error> {
        let name = match self {
            Destination::Hand => "hand",
            Destination::Trash => "trash",
            Destination::DeckTop => "deck-top",
            Destination::DeckBottom => "deck-bottom",
            Destination::DeckShuffled => "deck",
            Destination::SecurityTop(face) => {
                fields.insert("face".into(), Value::try_from(face)?);
                "security-top"
            }
            Destination::SecurityBottom => "security-bottom",
            Destination::Under { onto, end, face } => {
                fields.insert("onto".into(), Value::try_from(onto)?);
                fields.insert("end".into(), Value::try_from(end)?);
                fields.insert("face".into(), Value::try_from(face)?);
                "under"
            }
        };
        fields.insert("to".into(), Value::String(name.into()));
        Ok(())
    }
}

impl MoveCards {
    /// Reads a move. `to` names the place a spelling fixes (`trash = {…}`: "trash";
    /// `place-under = {…}`: "under-this"), which the table may then only repeat.
    pub fn from_toml(value: Value, to: Option<&str>) -> Result<MoveCards, String> {
        let Value::Table(mut table) = value else { return Err("expected a table with `from`".into()) };
        if let Some(fixed) = to {
            match table.get("to") {
                None => {
                    table.insert("to".into(), Value::String(fixed.into()));
                }
                Some(Value::String(written)) if written == fixed => {}
                Some(_) => return Err("unknown key `to`: this step says where the cards go".into()),
            }
        }
        let from = string(&mut table, "from", ORIGINS)?.ok_or_else(|| format!("missing `from`: {ORIGINS}"))?;
        let side: Option<Side> = take(&mut table, "side")?;
        let from = match from.as_str() {
            "hand" => Origin::Hand,
            "trash" => Origin::Trash,
            "deck-top" => Origin::DeckTop(side.unwrap_or(Side::Own)),
            "security-top" => Origin::SecurityTop(side.unwrap_or(Side::Own)),
            "security-bottom" => Origin::SecurityBottom(side.unwrap_or(Side::Own)),
            "security-top-or-bottom" => Origin::SecurityTopOrBottom,
            // The spelling of costs: this 1体's digivolution cards.
            "this-sources" => {
                refuse(&table, &["of"], "`this-sources` are this 1体's: write `from = \"sources\"` to name another")?;
                Origin::Sources(Target::this())
            }
            "sources" | "top-card" => {
                let of = target_key(&mut table, "of")?.ok_or("missing `of`: whose stack (\"this\" or a target)")?;
                one_unit(&of, "of")?;
                if from == "sources" { Origin::Sources(of) } else { Origin::TopCard(of) }
            }
            other => return Err(format!("`from`: unknown place \"{other}\", {ORIGINS}")),
        };
        if side.is_some() && !matches!(from, Origin::DeckTop(_) | Origin::SecurityTop(_) | Origin::SecurityBottom(_)) {
            return Err("`side`: only a deck or security top has a side; hand and trash are yours".into());
        }
        refuse(&table, &["of"], "only for `from = \"sources\"` or `\"top-card\"`")?;
        let count = take(&mut table, "count")?.unwrap_or(1);
        let up_to = take(&mut table, "up-to")?.unwrap_or(false);
        let bind = take::<String>(&mut table, "bind")?.map(Slot);
        let to = Destination::from_table(&mut table)?;
        let filter = Filter::from_toml(Value::Table(table))?;
        if count == 0 {
            return Err("`count`: expected at least 1".into());
        }
        if (!from.chooses() || from == Origin::SecurityTopOrBottom) && filter != Filter::default() {
            // Security cards are face down too (4-5-9).
            return Err("a card taken from the top of a deck, security or stack, or the bottom of security, is \
                 not chosen: no filter"
                .into());
        }
        if !from.chooses() && up_to {
            return Err("`up-to`: cards taken from the top are not chosen, so all of them move".into());
        }
        if matches!(from, Origin::TopCard(_)) && count != 1 {
            return Err("`count`: a stack has one top card".into());
        }
        // One end is chosen for one card: a second card would need a second choice.
        if from == Origin::SecurityTopOrBottom && (count != 1 || up_to) {
            return Err("`security-top-or-bottom` moves exactly 1 card: write no `count` or `up-to`".into());
        }
        let same = matches!(
            (&from, &to),
            (Origin::Hand, Destination::Hand)
                | (Origin::Trash, Destination::Trash)
                | (Origin::DeckTop(_), Destination::DeckTop)
        );
        if same {
            return Err("`to`: the cards are already there".into());
        }
        Ok(MoveCards { from, count, up_to, filter, to, bind })
    }
}

impl<'de> Deserialize<'de> for MoveCards {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        MoveCards::from_toml(Value::deserialize(deserializer)?, None).map_err(D::Error::custom)
    }
}

impl Origin {
    /// Whether the controller chooses the cards (rather than taking them from a top or a
    /// bottom in order, unseen).
    pub fn chooses(&self) -> bool {
        match self {
            Origin::Hand | Origin::Trash | Origin::Sources(_) | Origin::SecurityTopOrBottom => true,
            Origin::DeckTop(_) | Origin::SecurityTop(_) | Origin::SecurityBottom(_) | Origin::TopCard(_) => false,
        }
    }
}

impl Serialize for MoveCards {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut fields = toml::Table::new();
        let write = |fields: &mut toml::Table| -> Result<(), toml::ser::Error> {
            let from = match &self.from {
                Origin::Hand => "hand",
                Origin::Trash => "trash",
                Origin::DeckTop(side) => {
                    fields.insert("side".into(), Value::try_from(side)?);
                    "deck-top"
                }
                Origin::SecurityTop(side) => {
                    fields.insert("side".into(), Value::try_from(side)?);
                    "security-top"
                }
                Origin::Sources(of) => {
                    fields.insert("of".into(), Value::try_from(of)?);
                    "sources"
                }
                Origin::TopCard(of) => {
                    fields.insert("of".into(), Value::try_from(of)?);
                    "top-card"
                }
                Origin::SecurityBottom(side) => {
                    fields.insert("side".into(), Value::try_from(side)?);
                    "security-bottom"
                }
                Origin::SecurityTopOrBottom => "security-top-or-bottom",
            };
            fields.insert("from".into(), Value::String(from.into()));
            fields.insert("count".into(), Value::Integer(i64::from(self.count)));
            if self.up_to {
                fields.insert("up-to".into(), Value::Boolean(true));
            }
            if let Some(slot) = &self.bind {
                fields.insert("bind".into(), Value::String(slot.0.clone()));
            }
            self.to.write(fields)?;
            flatten_filter(&self.filter, fields)
        };
        write(&mut fields).map_err(S::Error::custom)?;
        fields.serialize(serializer)
    }
}

impl RevealCards {
    fn from_toml(value: Value) -> Result<RevealCards, String> {
        let Value::Table(mut table) = value else { return Err("expected a table".into()) };
        let count: u8 = take(&mut table, "count")?.ok_or("missing `count`: how many cards from the top")?;
        let up_to: Option<u8> = take(&mut table, "up-to")?;
        let take_value =
            table.remove("take").ok_or("missing `take`: a filter, or a list of filters (one card each)")?;
        let take_list = match take_value {
            Value::Array(items) => {
                if up_to.is_some() {
                    return Err("`up-to`: a list under `take` takes one card of each filter".into());
                }
                let filters = items
                    .into_iter()
                    .enumerate()
                    .map(|(i, v)| Filter::from_toml(v).map_err(|e| format!("`take[{i}]`: {e}")));
                filters.collect::<Result<Vec<CardFilter>, String>>()?
            }
            one => {
                let filter = Filter::from_toml(one).map_err(|e| format!("`take`: {e}"))?;
                vec![filter; usize::from(up_to.unwrap_or(1))]
            }
        };
        if take_list.is_empty() {
            return Err("`take`: expected at least one card to take".into());
        }
        let rest = take(&mut table, "rest")?.unwrap_or_default();
        let bind = take::<String>(&mut table, "bind")?.map(Slot);
        if !table.contains_key("to") {
            table.insert("to".into(), Value::String("hand".into()));
        }
        let to = Destination::from_table(&mut table)?;
        if let Some(key) = table.keys().next() {
            return Err(format!("unknown key `{key}`: expected count, take, up-to, to, onto, end, face, rest, bind"));
        }
        if count == 0 {
            return Err("`count`: expected at least 1".into());
        }
        Ok(RevealCards { count, take: take_list, to, rest, bind })
    }

    /// The same filter written once for every entry: "up to N cards that are …".
    pub fn same_filter(&self) -> Option<&CardFilter> {
        let first = self.take.first()?;
        self.take.iter().all(|f| f == first).then_some(first)
    }
}

impl<'de> Deserialize<'de> for RevealCards {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        RevealCards::from_toml(Value::deserialize(deserializer)?).map_err(D::Error::custom)
    }
}

impl Serialize for RevealCards {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut fields = toml::Table::new();
        let write = |fields: &mut toml::Table| -> Result<(), toml::ser::Error> {
            fields.insert("count".into(), Value::Integer(i64::from(self.count)));
            match self.same_filter() {
                Some(f) => {
                    fields.insert("take".into(), Value::try_from(f)?);
                    fields.insert("up-to".into(), Value::Integer(i64::try_from(self.take.len()).unwrap_or(1)));
                }
                None => {
                    fields.insert("take".into(), Value::try_from(&self.take)?);
                }
            }
            fields.insert("rest".into(), Value::try_from(self.rest)?);
            if let Some(slot) = &self.bind {
                fields.insert("bind".into(), Value::String(slot.0.clone()));
            }
            self.to.write(fields)
        };
        write(&mut fields).map_err(S::Error::custom)?;
        fields.serialize(serializer)
    }
}
