//! 処理条件 (processing conditions, 15-6) and amounts: the atoms of
//! [`fuda_kernel::lang::Cond`] and [`fuda_kernel::lang::Amount`], which combine them with all,
//! any, not, comparisons, sums and "for each". Read from the point of view of the effect's
//! controller.

use super::filter::{CardFilter, Ref};
use super::{Color, Icon, Side, Target};
use serde::{Deserialize, Serialize};

/// A processing condition.
pub type Condition = fuda_kernel::lang::Cond<Fact, Query>;

/// A number an effect reads when it is processed (15-15-7-1), or continuously in a continuous
/// effect.
pub type Amount = fuda_kernel::lang::Amount<Query>;

/// What a condition may state on its own.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Fact {
    /// 自分のターンの間: it is the controller's turn.
    YourTurn,
    /// 相手のターンの間: it is another player's turn.
    OpponentsTurn,
    /// …がいる: at least one object the target describes exists (its `pick` and count aside).
    Have(Box<Target>),
    /// このデジモンが…: this effect's own 1体 matches the filter.
    This(CardFilter),
    /// そのデジモンが…: the 1体 the trigger is about matches the filter.
    That(CardFilter),
    /// メモリーがX以下 (4-1-2): own-side X or further toward the opponent.
    MemoryAtMost(i8),
    /// メモリーがX以上 (4-1-2).
    MemoryAtLeast(i8),
    /// このデジモンに進化元がX枚ある (4-23-1: X or more).
    SourcesAtLeast(u8),
    /// このデジモンがレスト状態.
    ThisSuspended,
    /// 自分のテイマーがいる.
    YouHaveTamer,
    /// 相手のデジモンがいる.
    OpponentHasDigimon,
    /// 自分のセキュリティがX枚以下.
    YourSecurityAtMost(u8),
    /// 相手のセキュリティがX枚以下.
    OpponentsSecurityAtMost(u8),
    /// 名称に「X」を含む自分のデジモンがいる.
    YouHaveDigimonNamed(String),
    /// 特徴に「X」を持つ自分のデジモンがいる (2-3-2-3). Only battle-area Digimon count: the
    /// effect does not name the breeding area (3-4-5-8).
    YouHaveDigimonWithTrait(String),
    /// For "would be deleted" effects: the deletion is by battle (Barrier, 16-24).
    DeletionInBattle,
    /// For "would be deleted" effects: the deletion is not by the controller's own effect
    /// (Scapegoat, 16-31).
    DeletionNotByYourEffect,
    /// メモリーが相手側X以上 (4-1-3): at least X on the opponent's side.
    OpponentsSideMemoryAtLeast(i8),
    /// For Decoy (16-17-1): the Digimon about to be deleted has this colour, and an opponent's
    /// effect is deleting it.
    DecoyTarget(Color),
    /// For "would leave" effects: not by battle (Decode, 16-35-1).
    LeaveNotInBattle,
    /// For "would leave" effects: neither by battle nor by the controller's own effect
    /// (Partition, 16-28-1).
    LeaveNotByYouOrBattle,
    /// X枚デジクロスしていた (7-2-2-9/10): this Digimon was played with at least X DigiXros
    /// materials.
    #[serde(rename = "digixrossed-at-least", alias = "digi-xrossed-at-least")]
    DigiXrossedAtLeast(u8),
    /// 進化元を持たない…デジモンが進化するとき: in a digivolve window, the digivolving Digimon (for
    /// DNA digivolution, one of the two) has no digivolution cards.
    DigivolvingHasNoSources,
    /// そのデジモンがLv.X以上なら: the Digimon the effect is about (the one played, or the one
    /// digivolving) has a level of at least X now (15-8-3-9-3).
    ThatDigimonLevelAtLeast(u8),
    /// そのデジモンがLv.Xなら: the Digimon the effect is about has level X now.
    ThatDigimonLevelIs(u8),
    /// 他の自分のデジモンがいない: the controller has no Digimon other than this one.
    NoOtherOwnDigimon,
    /// 相手プレイヤーにアタックしていたなら (11-2-7-6): this Digimon's attack in progress was
    /// declared against the opponent, whatever the target is now.
    AttackedOpponent,
    /// デジモンにアタックしていたなら (11-2-7-6): this Digimon's attack in progress was declared
    /// against a Digimon.
    AttackedDigimon,
    /// このデジモンに<X>の記述がある (4-20-1): this Digimon's top card has the icon X written on
    /// it. Its sources' inherited effects do not give it the text (4-20-2).
    ThisHasWritten(Icon),
    /// このデジモンがアタックしている: this Digimon is the attacker of the attack in progress
    /// (11-2), from its declaration to its end.
    Attacking,
    /// このデジモンがアタックされている: this Digimon is the target of the attack in progress now
    /// (11-2-7: after a switch, the new target).
    Attacked,
}

/// What an amount may read.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Query {
    /// The controller's memory (4-1-2: positive on their side, negative on the opponent's).
    Memory,
    /// The cards in a player's hand (`any`: both players' together).
    Hand(Side),
    /// The cards in a player's deck.
    Deck(Side),
    /// A player's security cards.
    Security(Side),
    /// The cards in a player's trash.
    Trash(Side),
    /// How many objects in the battle area the target describes (its `pick` and count aside).
    Count(Box<Target>),
    /// The DP the referred 1体 has now (last known information once it has left, 15-8-3-9-4).
    DpOf(Ref),
    /// Its level.
    LevelOf(Ref),
    /// Its number of digivolution cards.
    SourcesOf(Ref),
    /// Its play cost.
    PlayCostOf(Ref),
    /// How many objects the triggering event involved at once (15-15-7-4).
    EventCount,
    /// How many cards of a zone a filter admits, by their card information: 「トラッシュにLv.6の
    /// カードが3枚以上」, 「表向きのセキュリティがない」.
    Cards(Box<CardsIn>),
}

/// Cards in a zone, filtered.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct CardsIn {
    /// Whose zone.
    pub side: Side,
    /// Which zone.
    pub zone: CardsZone,
    /// What the cards must be.
    pub filter: CardFilter,
}

/// A zone whose cards an amount may count by their information: only zones whose cards the
/// controller may see, so that counting never reads a hidden card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum CardsZone {
    /// The trash (public, 3-8).
    Trash,
    /// The controller's hand (hidden from the opponent: only `side = "own"`).
    Hand,
    /// The security cards lying face up (3-7-4); face-down ones are not counted.
    FaceUpSecurity,
}

impl CardsIn {
    fn from_toml(value: toml::Value) -> Result<CardsIn, String> {
        let toml::Value::Table(mut table) = value else {
            return Err("expected a table: { side, zone, …filter… }".into());
        };
        let side: Side = super::target::take(&mut table, "side")?
            .ok_or("missing `side`: whose zone, \"own\", \"opponent\" or \"any\"")?;
        let zone: CardsZone = super::target::take(&mut table, "zone")?
            .ok_or("missing `zone`: \"trash\", \"hand\" or \"face-up-security\"")?;
        if zone == CardsZone::Hand && side != Side::Own {
            return Err("a hand is counted by its cards only for `side = \"own\"`: the opponent's is hidden".into());
        }
        let filter = fuda_kernel::lang::Filter::from_toml(toml::Value::Table(table))?;
        Ok(CardsIn { side, zone, filter })
    }
}

impl<'de> Deserialize<'de> for CardsIn {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        use serde::de::Error as _;
        CardsIn::from_toml(toml::Value::deserialize(deserializer)?).map_err(D::Error::custom)
    }
}

impl Serialize for CardsIn {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::Error as _;
        let mut fields = toml::Table::new();
        fields.insert("side".into(), toml::Value::try_from(self.side).map_err(S::Error::custom)?);
        fields.insert("zone".into(), toml::Value::try_from(self.zone).map_err(S::Error::custom)?);
        super::target::flatten_filter(&self.filter, &mut fields).map_err(S::Error::custom)?;
        fields.serialize(serializer)
    }
}
