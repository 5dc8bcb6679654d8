//! The Ninja Slayer atoms of the compositional card language ([`fuda_kernel::lang`]): what a
//! condition may state ([`Fact`]), what an amount may count or measure ([`Query`]), what a filter
//! may ask of a card ([`Is`]), and which cards of which zones a count or a "have" looks at
//! ([`Group`]). The structure (all / any / not, comparisons, sums, ranges) is the kernel's.

use super::ast::{Kind, Side};
use fuda_kernel::lang::{Amount, Cond, Filter, Range, Slot};
use serde::de::Error as _;
use serde::ser::SerializeMap;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use toml::Value;

/// A condition of a Ninja Slayer effect or step (「…場合」), read when it is processed.
pub type NsCond = Cond<Fact, Query>;
/// A number a Ninja Slayer effect reads (「X」「…の数」「…のカラテに等しい」).
pub type NsAmount = Amount<Query>;
/// Which cards an effect means.
pub type NsFilter = Filter<Is>;

/// The names of the slots the engine binds itself.
pub mod slot {
    /// これ: the card whose ability or kotodama text it is.
    pub const THIS: &str = "this";
    /// それ: the targets chosen at entry (1204.2e) that were still legal when the effect began.
    pub const TARGET: &str = "target";
    /// それ for an event pattern's trigger: the card the event happened to.
    pub const THAT: &str = "that";
}

/// What a condition may state on its own.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Fact {
    /// あなたのターンである (105.1): the effect's controller is the turn player.
    YourTurn,
    /// 相手のターンである.
    OpponentsTurn,
    /// 「…が1枚(1人)以上ある(いる)場合」: at least one card of the group.
    Have(Box<Group>),
    /// 「これが…である場合」: this character is on the field and matches the filter.
    This(NsFilter),
    /// 「それが…である場合」: the first card a slot holds (what an earlier process found, chose
    /// or moved; "that" of an event) matches the filter where it is now: a character on the field
    /// with the effects on it, elsewhere its printed information.
    Is(Box<SlotIs>),
}

/// A card a slot holds, and the filter it must meet: `{ slot = "found", kind = "character" }`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct SlotIs {
    /// The slot.
    pub slot: Slot,
    /// Every other key: the filter.
    pub which: NsFilter,
}

impl<'de> Deserialize<'de> for SlotIs {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let Value::Table(mut table) = Value::deserialize(deserializer)? else {
            return Err(D::Error::custom("expected a table { slot, filters… }"));
        };
        let slot = match table.remove("slot") {
            Some(Value::String(name)) => Slot::new(&name),
            Some(other) => {
                return Err(D::Error::custom(format!("`slot`: expected a name, found {}", other.type_str())));
            }
            None => return Err(D::Error::custom("`slot` is required: the name of what to read")),
        };
        let which = Filter::from_toml(Value::Table(table)).map_err(D::Error::custom)?;
        Ok(SlotIs { slot, which })
    }
}

impl Serialize for SlotIs {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(None)?;
        map.serialize_entry("slot", self.slot.name())?;
        super::target::write_filter(&mut map, &self.which)?;
        map.end()
    }
}

/// What an amount may count or measure.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Query {
    /// 「…の数」: how many cards of the group there are now.
    Count(Box<Group>),
    /// The first spelling of a count of characters on the field, `{ x = { side, attribute } }`;
    /// it reads as `{ count = { side, attribute } }` does.
    X(super::ast::CountOf),
    /// The Karate (206) of the card in a slot: its value now on the field, else its last known
    /// value there in this effect (1215), else the printed one.
    KarateOf(Slot),
    /// The durability (207), read as Karate is.
    DurabilityOf(Slot),
    /// The printed cost (203) of the card in a slot.
    CostOf(Slot),
}

/// A zone a group looks at (300).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Zone {
    /// 場 (306): a card type named without a zone means it on the field (205.3).
    #[default]
    Field,
    /// エテル・ゾーン (307).
    Ether,
    /// オヒガン (308).
    Ohigan,
    /// 手札 (305).
    Hand,
    /// デッキ (304).
    Deck,
    /// ダメージ・ゾーン (309).
    Damage,
    /// 除外ゾーン (1324).
    Exclusion,
}

impl Zone {
    /// The zone in words, after "your" or "your opponent's".
    pub fn words(self) -> &'static str {
        match self {
            Zone::Field => "field",
            Zone::Ether => "Ether zone",
            Zone::Ohigan => "Ohigan",
            Zone::Hand => "hand",
            Zone::Deck => "deck",
            Zone::Damage => "Damage zone",
            Zone::Exclusion => "exclusion zone",
        }
    }
}

/// One or several names, attributes: any of them.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(untagged)]
pub enum OneOrMore {
    /// One.
    One(String),
    /// Any of several.
    Many(Vec<String>),
}

impl OneOrMore {
    /// Every one.
    pub fn all(&self) -> &[String] {
        match self {
            OneOrMore::One(one) => std::slice::from_ref(one),
            OneOrMore::Many(many) => many,
        }
    }
}

/// What a filter may ask of one card, wherever it is. On the field a character is read with the
/// continuous effects on it (1213); elsewhere its printed information is read.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Is {
    /// <X> (204.2): it has the attribute, or any of several.
    Attribute(OneOrMore),
    /// "X" (1302.1): its card name is X, or any of several.
    Name(OneOrMore),
    /// カード名に"X"を含む (1302.1a).
    NameContains(String),
    /// Its type (205.2).
    Kind(Kind),
    /// コスト (203) in the range.
    Cost(Range<Query>),
    /// カラテ (206) in the range; a kotodama card has none and never matches.
    Karate(Range<Query>),
    /// 耐久力 (207) in the range.
    Durability(Range<Query>),
    /// `true`: tapped (オジギ状態); `false`: untapped. Only cards in the field or the Ether zone
    /// have an orientation (303.1).
    Tapped(bool),
    /// Whose it is, from the effect's controller's point of view: a character's controller, any
    /// other card's owner (105.2, 105.3a). In a group, `side` is the zone's player instead.
    Side(Side),
    /// `true`: it has 1 or more damage on it (ダメージを受けている, 1102.5); only characters can.
    Damaged(bool),
    /// `true`: 「これ以外の」, other than this card; `false`: this card itself.
    Other(bool),
    /// 「…と同じカード名の」: the same card name as the card in the slot (`"this"`).
    SameName(Slot),
    /// 「(キーワード)を持つ」 (1400): it has the keyword ability, printed or gained and not lost
    /// on the field (1325.2, 1327.1), printed elsewhere.
    Keyword(super::ast::Keyword),
}

/// Cards of one zone of a side, matching a filter: `{ side = "own", zone = "ether", attribute =
/// "Survivor" }`. `side` is required; `zone` is the field when not written (205.3); every other
/// key is a filter atom, all of which must hold.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Group {
    /// Whose zone.
    pub side: Side,
    /// Which zone.
    pub zone: Zone,
    /// Which of its cards.
    pub which: NsFilter,
}

impl Group {
    /// Reads a group from a card file's value.
    pub fn from_toml(value: Value) -> Result<Group, String> {
        let Value::Table(mut table) = value else {
            return Err(format!("expected a table {{ side, zone, filters… }}, found {}", value.type_str()));
        };
        let side = match table.remove("side") {
            Some(v) => Side::deserialize(v).map_err(|_| "`side`: expected own, opponent or any".to_string())?,
            None => return Err("`side` is required: own, opponent or any".into()),
        };
        let zone = match table.remove("zone") {
            Some(v) => Zone::deserialize(v)
                .map_err(|_| "`zone`: expected field, ether, ohigan, hand, deck, damage or exclusion".to_string())?,
            None => Zone::Field,
        };
        let which = Filter::from_toml(Value::Table(table))?;
        Ok(Group { side, zone, which })
    }
}

impl<'de> Deserialize<'de> for Group {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        Group::from_toml(Value::deserialize(deserializer)?).map_err(D::Error::custom)
    }
}

impl Serialize for Group {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(None)?;
        map.serialize_entry("side", &self.side)?;
        map.serialize_entry("zone", &self.zone)?;
        // The filter's keys sit beside side and zone, as a designer writes them.
        super::target::write_filter(&mut map, &self.which)?;
        map.end()
    }
}

/// Every slot an amount reads, and every number written in it, for the checks made when cards
/// load: a slot must be bound before it is read, and a written number is 0 or more (104.5).
pub fn amount_reads<'a>(a: &'a NsAmount, slots: &mut Vec<&'a Slot>, numbers: &mut Vec<i32>) {
    match a {
        Amount::Num(n) => numbers.push(*n),
        Amount::Query(q) => query_reads(q, slots, numbers),
        Amount::NumberOf(s) => slots.push(s),
        Amount::Sum(items) | Amount::Min(items) | Amount::Max(items) => {
            items.iter().for_each(|a| amount_reads(a, slots, numbers));
        }
        Amount::Mul(a, b) => {
            amount_reads(a, slots, numbers);
            amount_reads(b, slots, numbers);
        }
        Amount::Div(a, _) => amount_reads(a, slots, numbers),
    }
}

fn query_reads<'a>(q: &'a Query, slots: &mut Vec<&'a Slot>, numbers: &mut Vec<i32>) {
    match q {
        Query::KarateOf(s) | Query::DurabilityOf(s) | Query::CostOf(s) => slots.push(s),
        Query::Count(g) => filter_reads(&g.which, slots, numbers),
        Query::X(_) => {}
    }
}

pub fn filter_reads<'a>(f: &'a NsFilter, slots: &mut Vec<&'a Slot>, numbers: &mut Vec<i32>) {
    for is in f.atoms() {
        match is {
            Is::Cost(r) | Is::Karate(r) | Is::Durability(r) => {
                r.at_least.iter().chain(&r.at_most).for_each(|a| amount_reads(a, slots, numbers));
            }
            Is::SameName(s) => slots.push(s),
            Is::Attribute(_)
            | Is::Name(_)
            | Is::NameContains(_)
            | Is::Kind(_)
            | Is::Side(_)
            | Is::Tapped(_)
            | Is::Damaged(_)
            | Is::Keyword(_)
            | Is::Other(_) => {}
        }
    }
}

/// Every slot a condition reads and every number written in it.
pub fn cond_reads<'a>(c: &'a NsCond, slots: &mut Vec<&'a Slot>, numbers: &mut Vec<i32>) {
    match c {
        Cond::All(items) | Cond::Any(items) => items.iter().for_each(|c| cond_reads(c, slots, numbers)),
        Cond::Not(inner) => cond_reads(inner, slots, numbers),
        Cond::Compare(l, _, r) => {
            amount_reads(l, slots, numbers);
            amount_reads(r, slots, numbers);
        }
        Cond::Did(s) => slots.push(s),
        Cond::Atom(Fact::Have(g)) => filter_reads(&g.which, slots, numbers),
        Cond::Atom(Fact::This(f)) => filter_reads(f, slots, numbers),
        Cond::Atom(Fact::Is(x)) => {
            slots.push(&x.slot);
            filter_reads(&x.which, slots, numbers);
        }
        Cond::Atom(Fact::YourTurn | Fact::OpponentsTurn) => {}
    }
}
