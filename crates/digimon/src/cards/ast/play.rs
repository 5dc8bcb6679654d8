//! Plays and digivolutions made by an effect (7-1-1, 8-1): which cards, from where, and how the
//! cost is paid. A table holds these keys beside the atoms of the filter the card must meet:
//! `{ play = { from = "trash", kind = "digimon", level = { at-most = 4 }, pay = "free" } }`.

use super::Target;
use super::filter::CardFilter;
use super::target::take;
use fuda_kernel::lang::{AnyOf, Filter, Slot};
use serde::de::Error as _;
use serde::{Deserialize, Deserializer, Serialize};
use toml::Value;

/// Where an effect takes cards from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum CardZone {
    /// The controller's hand.
    Hand,
    /// The controller's trash.
    Trash,
    /// This Digimon's face-up digivolution cards (a face-down one has no card information, 4-5-9).
    Sources,
}

/// Who plays the cards of a `play`: the effect's controller, or their opponent (「相手は…を
/// 登場させることができる」), who then chooses from their own zones and pays (1-3-5 aside: one
/// player chooses).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Player {
    /// 自分は.
    #[default]
    You,
    /// 相手は.
    Opponent,
}

/// How a play or digivolution by an effect is paid.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Pay {
    /// コストを支払わずに: nothing is paid.
    Free,
    /// The cost, as usual (memory may cross to the opponent's side, 4-1-4).
    Full,
    /// 「コストを-Nして」: the cost less N, never below 0 (1-3-9).
    Reduce(u8),
}

impl Pay {
    /// What is paid for a card whose cost is `cost`.
    pub fn of(self, cost: u8) -> u8 {
        match self {
            Pay::Free => 0,
            Pay::Full => cost,
            Pay::Reduce(n) => cost.saturating_sub(n),
        }
    }
}

/// 「…を登場させる」 by an effect: up to `count` cards that meet the filter, from the zones named,
/// each becoming a new 1体 (7-1-1) that is "played by an effect".
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct PlayCard {
    /// Where the cards come from.
    pub from: AnyOf<CardZone>,
    /// What they must be; only Digimon and Tamer cards can be played.
    pub filter: CardFilter,
    /// How the cost is paid.
    pub pay: Pay,
    /// How many.
    pub count: u8,
    /// 「…まで」: the controller may play fewer, or none.
    pub up_to: bool,
    /// A name later steps may use for the played 1体.
    pub bind: Option<Slot>,
    /// Who chooses and plays the cards, from their own zones.
    pub player: Player,
}

/// 「…に進化させる」 by an effect: one of the controller's Digimon the target describes digivolves
/// into a card that meets `into`, from the zones named, meeting its digivolve condition (8-1).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub struct DigivolveBy {
    /// Which Digimon digivolves.
    pub who: Target,
    /// Where the card comes from.
    pub from: AnyOf<CardZone>,
    /// What the card must be.
    pub into: CardFilter,
    /// How the digivolve cost is paid.
    pub pay: Pay,
    /// 「進化できる」: the controller may decline.
    pub optional: bool,
}

fn required<T: serde::de::DeserializeOwned>(table: &mut toml::Table, name: &str, what: &str) -> Result<T, String> {
    take(table, name)?.ok_or_else(|| format!("missing `{name}`: {what}"))
}

const PAY: &str = "expected \"free\", \"full\" or { reduce = N }";

impl PlayCard {
    fn from_toml(value: Value) -> Result<PlayCard, String> {
        let Value::Table(mut table) = value else { return Err("expected a table".into()) };
        let from = required(&mut table, "from", "where the card comes from (\"hand\", \"trash\", \"sources\")")?;
        let pay = required(&mut table, "pay", PAY)?;
        let count = take(&mut table, "count")?.unwrap_or(1);
        let up_to = take(&mut table, "up-to")?.unwrap_or(false);
        let bind = take::<String>(&mut table, "bind")?.map(Slot);
        let player = take(&mut table, "player")?.unwrap_or_default();
        let filter = Filter::from_toml(Value::Table(table))?;
        if count == 0 {
            return Err("`count`: expected at least 1".into());
        }
        // The opponent plays from their hand or trash; "this Digimon's sources" are not theirs.
        let sources = |from: &AnyOf<CardZone>| from.iter().any(|z| *z == CardZone::Sources);
        if player == Player::Opponent && sources(&from) {
            return Err("`player = \"opponent\"` plays from the opponent's hand or trash, not `sources`".into());
        }
        Ok(PlayCard { from, filter, pay, count, up_to, bind, player })
    }
}

impl Serialize for PlayCard {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::Error as _;
        let mut fields = toml::Table::new();
        let mut put = |key: &str, value: Result<Value, toml::ser::Error>| -> Result<(), S::Error> {
            fields.insert(key.to_string(), value.map_err(S::Error::custom)?);
            Ok(())
        };
        put("from", Value::try_from(&self.from))?;
        put("pay", Value::try_from(self.pay))?;
        put("count", Ok(Value::Integer(i64::from(self.count))))?;
        if self.up_to {
            put("up-to", Ok(Value::Boolean(true)))?;
        }
        if let Some(slot) = &self.bind {
            put("bind", Ok(Value::String(slot.0.clone())))?;
        }
        if self.player == Player::Opponent {
            put("player", Value::try_from(self.player))?;
        }
        super::target::flatten_filter(&self.filter, &mut fields).map_err(S::Error::custom)?;
        fields.serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for PlayCard {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        PlayCard::from_toml(Value::deserialize(deserializer)?).map_err(D::Error::custom)
    }
}

impl DigivolveBy {
    fn from_toml(value: Value) -> Result<DigivolveBy, String> {
        let Value::Table(mut table) = value else { return Err("expected a table".into()) };
        let who = table.remove("who").ok_or("missing `who`: the Digimon that digivolves (\"this\" or a target)")?;
        let who = Target::from_toml(who).map_err(|e| format!("`who`: {e}"))?;
        let into = table.remove("into").ok_or("missing `into`: what the card digivolved into must be")?;
        let into = Filter::from_toml(into).map_err(|e| format!("`into`: {e}"))?;
        let from = required(&mut table, "from", "where the card comes from (\"hand\", \"trash\", \"sources\")")?;
        let pay = required(&mut table, "pay", PAY)?;
        let optional = take(&mut table, "optional")?.unwrap_or(false);
        if let Some(key) = table.keys().next() {
            return Err(format!("unknown key `{key}`: expected who, into, from, pay, optional"));
        }
        Ok(DigivolveBy { who, from, into, pay, optional })
    }
}

impl<'de> Deserialize<'de> for DigivolveBy {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        DigivolveBy::from_toml(Value::deserialize(deserializer)?).map_err(D::Error::custom)
    }
}
