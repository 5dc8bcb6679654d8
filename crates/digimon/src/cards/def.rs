//! Validated card definitions and the card database a game shares behind an `Arc`.

use super::ast::{Ability, CardKind, Color, EffectZone, Keyword, TimingSet};
use serde::{Deserialize, Serialize};

pub use fuda_kernel::catalog::CardIdx;

/// 進化条件 (digivolve condition), 2-3-6: which 1体 may digivolve into this card, and the cost.
/// Every part written must hold (a red Lv.4 with the trait X).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct DigivolveCondition {
    /// A card of this colour …
    pub color: Option<Color>,
    /// … and this level; or
    pub level: Option<u8>,
    /// a card with exactly this name (「X」, 2-3-1-2).
    pub name: Option<String>,
    /// The digivolve cost.
    pub cost: u8,
    /// What the condition asks beyond a colour, a level and a name; `None` on most cards, so
    /// the main phase reads only the three above for them.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub special: Option<Box<SpecialFrom>>,
}

/// The rarer parts of a digivolve condition (2-3-6-1, 8-1-3-1: 「その条件を満たしている自分の
/// カード1体」, a card, not only a Digimon).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct SpecialFrom {
    /// Further colours, any of which will do as well as `color` (「赤/青のLv.4」).
    pub or_colors: Vec<Color>,
    /// 名称に「X」を含む (2-3-1-3).
    pub name_contains: Option<String>,
    /// 特徴に「X」を持つ (2-3-2-3).
    pub trait_is: Option<String>,
    /// An icon written on its top card (4-20).
    pub written: Option<super::ast::Icon>,
    /// Whether the 1体 digivolving is a Digimon (the usual) or one of your Tamers.
    pub from: DigivolveFrom,
}

/// What kind of 1体 a digivolve condition takes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum DigivolveFrom {
    /// A Digimon (8-1-1).
    #[default]
    Digimon,
    /// 「自分のテイマーから進化できる」: one of your battle-area Tamers, treated as a Digimon of the
    /// level one below this card for the digivolution; its card goes under this one like any
    /// digivolution source (8-1-2-8), and the 1体 stays the same (8-1-2-3).
    Tamer,
}

impl DigivolveCondition {
    /// The colours that meet the condition's colour part, if it has one: any of them will do.
    pub fn colors(&self) -> impl Iterator<Item = Color> + '_ {
        let more = self.special.as_deref().map_or(&[][..], |s| &s.or_colors[..]);
        self.color.into_iter().chain(more.iter().copied())
    }

    /// What kind of 1体 it takes.
    pub fn from(&self) -> DigivolveFrom {
        self.special.as_deref().map_or(DigivolveFrom::Digimon, |s| s.from)
    }

    /// Whether a card, by its printed information, meets the condition as the top card of a
    /// 1体: what a deck check asks (can this deck digivolve into the card at all).
    pub fn fits_card(&self, def: &CardDef) -> bool {
        let kind_ok = match self.from() {
            DigivolveFrom::Digimon => matches!(def.kind, CardKind::Digimon | CardKind::DigiEgg) && !def.token,
            DigivolveFrom::Tamer => def.kind == CardKind::Tamer,
        };
        let special = self.special.as_deref();
        kind_ok
            && self.name.as_ref().is_none_or(|n| def.is_named(n))
            && self.level.is_none_or(|l| def.level == Some(l))
            && (self.color.is_none() || self.colors().any(|c| def.colors.contains(&c)))
            && special.is_none_or(|s| {
                s.name_contains.as_ref().is_none_or(|t| def.name_contains(t))
                    && s.trait_is.as_ref().is_none_or(|t| def.has_trait(t))
                    && s.written.is_none_or(|i| super::written::has_written(def, i))
            })
    }
}

/// One side of a Jogress condition (2-3-7): a card of this colour and level, or this name.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct Component {
    /// Colour.
    pub color: Option<Color>,
    /// Level.
    pub level: Option<u8>,
    /// Exact name (「X」).
    pub name: Option<String>,
}

/// ジョグレス (DNA digivolution) condition, 2-3-7 and 8-2-1: two of your Digimon, the first
/// listed goes on top (8-2-2-2).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct JogressCondition {
    /// The left-hand component.
    pub first: Component,
    /// The right-hand component.
    pub second: Component,
    /// The digivolve cost.
    pub cost: u8,
}

/// デジクロス条件 (DigiXros), 2-3-8 and 7-2: cards named here may go under the card from hand
/// and battle area, each once, for −`reduction` play cost each (7-2-2-1).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct DigiXros {
    /// Play cost reduction per card placed.
    pub reduction: u8,
    /// The named cards, left first; the leftmost goes on top (7-2-2-8).
    #[serde(default)]
    pub cards: Vec<String>,
    /// A requirement by trait, written after the named cards, so its cards go under them.
    pub group: Option<XrosGroup>,
}

/// A DigiXros requirement by trait or written icon (2-3-8): 「特徴に「X」を持つデジモンカードN枚」
/// or 「《X》が記述されたデジモンカードN枚」, up to `count` Digimon cards with the trait (or with
/// the icon written on them, 4-20-1), or any number (∞枚) without a count. With `distinct`
/// (「カードナンバーの異なる」) no two of them share a card number (2-11), and no substitute may
/// stand in for one of them (15-15-8-2). The loader requires exactly one of `trait` and `written`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct XrosGroup {
    /// The trait (特徴) the cards have.
    #[serde(rename = "trait", default, skip_serializing_if = "Option::is_none")]
    pub trait_name: Option<String>,
    /// The icon written on the cards (4-20-1): a keyword the card only gains does not count.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub written: Option<super::ast::Icon>,
    /// At most this many cards; `None` is ∞ (any number).
    pub count: Option<u8>,
    /// Whether the cards must have different card numbers.
    #[serde(default)]
    pub distinct: bool,
}

// Written out so that a group by trait hashes as it did before groups by icon: the card data
// hash that replays record stays the same.
impl std::hash::Hash for XrosGroup {
    fn hash<H: std::hash::Hasher>(&self, h: &mut H) {
        let XrosGroup { trait_name, written, count, distinct } = self;
        trait_name.as_deref().unwrap_or_default().hash(h);
        count.hash(h);
        distinct.hash(h);
        if let Some(icon) = written {
            icon.hash(h);
        }
    }
}

impl XrosGroup {
    /// Whether a card belongs to the group by its own information (a substitute aside).
    pub fn admits(&self, def: &CardDef) -> bool {
        def.kind == CardKind::Digimon
            && self.trait_name.as_ref().is_none_or(|t| def.has_trait(t))
            && self.written.is_none_or(|i| super::written::has_written(def, i))
    }
}

/// アセンブリ条件 (Assembly), 2-3-11 and 7-3: exactly `count` cards named `name` from the trash
/// go under the card for one total reduction (7-3-2-1, 7-3-2-4).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct Assembly {
    /// The total play cost reduction.
    pub reduction: u8,
    /// The card name required.
    pub name: String,
    /// How many, exactly.
    pub count: u8,
}

/// バースト進化 (Burst digivolution), 2-3-9 and 8-3: return the named Tamer to hand to
/// digivolve the named Digimon into this card.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct Burst {
    /// The Tamer returned to hand (exact name).
    pub tamer: String,
    /// The Digimon that digivolves (exact name).
    pub from: String,
    /// The digivolve cost.
    pub cost: u8,
}

/// リンク (link information), 2-3-12: which Digimon the card can link to, the link cost, the
/// link DP added to that Digimon (4-2-5) and the link effects it gains (4-2-6).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct LinkInfo {
    /// The link condition: a Digimon of this colour and level, or this name (2-3-12-2).
    pub condition: Component,
    /// The link cost (2-3-12-3).
    pub cost: u8,
    /// The link DP (2-3-12-5).
    pub dp: i32,
    /// The link effects (2-3-12-6).
    pub effects: Vec<Ability>,
}

/// アップ合体 (App Fusion), 2-3-10 and 8-4: from a Digimon whose link state combines two of
/// these names (itself and one of its link cards).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct AppFusion {
    /// The named kinds.
    pub names: Vec<String>,
    /// The digivolve cost.
    pub cost: u8,
}

/// 〈ルール〉 (2-3-5): a rule of this card. It is not an effect, so nothing that stops or
/// ignores effects touches it, and it holds everywhere, always (2-3-5-1).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum CardRule {
    /// 「このカードはデッキに何枚でも入れることができる」: the 4-copy limit (1-4-1-2-2,
    /// 1-4-1-3-2) does not apply to this card; a construction rule that the deck check follows
    /// (2-3-5-2).
    AnyNumberOfCopies,
    /// 「このカードの名称は「X」としても扱う」: wherever a name is compared, exactly (2-3-1-2) or
    /// in part (2-3-1-3), this card has the name X as well as its own.
    AlsoNamed(String),
    /// 「このカードは特徴に「X」も持つ」: wherever a trait is compared, exactly or in part
    /// (2-3-2-3), the card has the trait X as well as its printed ones.
    AlsoTrait(String),
    /// 「このカードの色条件は、Xのデジモン/テイマーでも満たせる」 (4-19): an Option whose colour
    /// requirement a Digimon or Tamer of colour X meets as well. On a multicolour Option the
    /// colour stands in for each of its colours (a ruling: docs/digimon/rulings.md).
    ColorRequirementAlso(Color),
}

/// The printed information of a card (2-3 … 2-12) and its effects.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct CardDef {
    /// Card number (2-11): the same number is the same card.
    pub id: String,
    /// 名称 (2-3-1).
    pub name: String,
    /// Category (2-2-2).
    pub kind: CardKind,
    /// Colours (2-4); a multicolour card has all of them.
    pub colors: Vec<Color>,
    /// Lv. (2-9); `None` means no level.
    pub level: Option<u8>,
    /// DP (2-5); `None` means the card has no DP.
    pub dp: Option<i32>,
    /// Play cost (2-6) or use cost (2-7).
    pub cost: Option<u8>,
    /// 特徴 (2-3-2).
    pub traits: Vec<String>,
    /// Digivolve conditions.
    pub digivolve: Vec<DigivolveCondition>,
    /// Keyword effects in the upper text box.
    pub keywords: Vec<Keyword>,
    /// The other effects in the upper text box (2-3-3).
    pub effects: Vec<Ability>,
    /// Keywords in the inherited-effect box (2-3-4).
    pub inherited_keywords: Vec<Keyword>,
    /// Effects in the inherited-effect box.
    pub inherited: Vec<Ability>,
    /// Jogress conditions (8-2).
    pub jogress: Vec<JogressCondition>,
    /// DigiXros condition (7-2).
    pub digixros: Option<DigiXros>,
    /// Assembly condition (7-3).
    pub assembly: Option<Assembly>,
    /// 「デジクロス条件の「X」の代わりにできる」 (15-15-8-1): the 「」 texts of DigiXros
    /// requirements (a card name, or a group's trait) this card may be placed in place of.
    pub xros_substitute: Vec<String>,
    /// Burst digivolution condition (8-3).
    pub burst: Option<Burst>,
    /// 《オーバーフロー《N》》 (4-17): memory moves by N when this card leaves the area or a stack
    /// for anywhere else.
    pub overflow: Option<i8>,
    /// Link information (2-3-12).
    pub link: Option<LinkInfo>,
    /// App Fusion condition (8-4).
    pub app_fusion: Option<AppFusion>,
    /// The trait Overclock's X names (16-33-1): which other Digimon it may delete.
    pub overclock: Option<String>,
    /// A token (4-18): played from outside the game by an effect, removed from the game when it
    /// leaves the area; never in a deck.
    pub token: bool,
    /// 〈ルール〉 (2-3-5), in text order.
    pub rules: Vec<CardRule>,
    /// What the fields above imply, worked out once.
    #[serde(skip)]
    pub derived: Derived,
}

/// Facts about a definition that follow from its fields, worked out once when it is validated,
/// because every DP and keyword question asks them of every card on the field. Being a function
/// of the other fields, it takes no part in equality or hashing (so the card data hash that
/// replays record is unchanged) and is not serialised.
#[derive(Clone, Debug, Default)]
pub struct Derived {
    /// Whether the upper text box has a continuous effect.
    pub continuous: bool,
    /// Whether the inherited-effect box has one.
    pub inherited_continuous: bool,
    /// Whether the link effects have one.
    pub link_continuous: bool,
    /// Whether the upper text box has a continuous effect that applies while the card lies face
    /// up in security (15-14-5-1).
    pub security_continuous: bool,
    /// Whether the upper text box has an effect with a zone icon (15-14-2..5), which works
    /// outside the areas: the main phase looks for them in the hand and the trash.
    pub zone_effects: bool,
    /// The timings of the upper text box's effects that work in the areas.
    pub area_timings: TimingSet,
    /// The timings of the inherited effects that work in the areas.
    pub inherited_timings: TimingSet,
    /// The timings of the link effects.
    pub link_timings: TimingSet,
    /// The timings of the upper text box's effects with a zone icon.
    pub zone_timings: TimingSet,
    /// Whether the card has a play or digivolution of its own beyond its play cost and
    /// digivolve conditions (6-5-1): DigiXros (7-2), Assembly (7-3), Jogress (8-2), Burst (8-3)
    /// or App Fusion (8-4). The main phase looks for those only on such cards.
    pub special_plays: bool,
    /// Whether it has Digisorption (16-9), which lowers a digivolution's cost.
    pub digisorption: bool,
    /// Whether a digivolve condition takes one of your Tamers: the main phase looks at Tamers
    /// for those cards only.
    pub from_tamer: bool,
}

impl Derived {
    /// The facts about a card.
    pub fn of(def: &CardDef) -> Derived {
        let (effects, inherited, link) = (&def.effects, &def.inherited, def.link.as_ref());
        let any =
            |list: &[Ability]| list.iter().any(|a| matches!(a, Ability::Continuous(c) if c.zone == EffectZone::Area));
        Derived {
            continuous: any(effects),
            security_continuous: effects
                .iter()
                .any(|a| matches!(a, Ability::Continuous(c) if c.zone == EffectZone::Security)),
            inherited_continuous: any(inherited),
            link_continuous: link.is_some_and(|l| any(&l.effects)),
            zone_effects: effects.iter().any(|a| a.as_triggered().is_some_and(|t| t.zone != EffectZone::Area)),
            area_timings: TimingSet::of(effects, |z| z == EffectZone::Area),
            inherited_timings: TimingSet::of(inherited, |z| z == EffectZone::Area),
            link_timings: link.map_or(TimingSet::EMPTY, |l| TimingSet::of(&l.effects, |_| true)),
            zone_timings: TimingSet::of(effects, |z| z != EffectZone::Area),
            special_plays: def.digixros.is_some()
                || def.assembly.is_some()
                || !def.jogress.is_empty()
                || def.burst.is_some()
                || def.app_fusion.is_some(),
            digisorption: def.keywords.iter().any(|k| matches!(k, Keyword::Digisorption(_))),
            from_tamer: def.digivolve.iter().any(|d| d.from() == DigivolveFrom::Tamer),
        }
    }
}

impl PartialEq for Derived {
    fn eq(&self, _: &Derived) -> bool {
        // Equal fields imply equal derived facts.
        true
    }
}

impl Eq for Derived {}

impl std::hash::Hash for Derived {
    fn hash<H: std::hash::Hasher>(&self, _: &mut H) {
        // Nothing: the fields it is derived from are hashed.
    }
}

impl CardDef {
    /// Whether the card has an inherited-effect box (2-3-4-2).
    pub fn has_inherited(&self) -> bool {
        !self.inherited.is_empty() || !self.inherited_keywords.is_empty()
    }

    /// Every name the card has: its own, then those its 〈ルール〉 give it (2-3-5-1).
    pub fn names(&self) -> impl Iterator<Item = &str> {
        let also = self.rules.iter().filter_map(|r| match r {
            CardRule::AlsoNamed(n) => Some(n.as_str()),
            CardRule::AnyNumberOfCopies | CardRule::AlsoTrait(_) | CardRule::ColorRequirementAlso(_) => None,
        });
        std::iter::once(self.name.as_str()).chain(also)
    }

    /// Every trait the card has: its printed ones, then those its 〈ルール〉 give it (2-3-5-1).
    pub fn all_traits(&self) -> impl Iterator<Item = &str> {
        let also = self.rules.iter().filter_map(|r| match r {
            CardRule::AlsoTrait(t) => Some(t.as_str()),
            CardRule::AnyNumberOfCopies | CardRule::AlsoNamed(_) | CardRule::ColorRequirementAlso(_) => None,
        });
        self.traits.iter().map(String::as_str).chain(also)
    }

    /// 特徴に「X」を持つ (2-3-2-3): one of the card's traits is exactly `name`.
    pub fn has_trait(&self, name: &str) -> bool {
        self.all_traits().any(|t| t == name)
    }

    /// 特徴に「X」を含む: one of the card's traits contains `text`.
    pub fn trait_contains(&self, text: &str) -> bool {
        self.all_traits().any(|t| contains_text(t, text))
    }

    /// The colours that meet this Option's colour requirement besides its own (4-19, 2-3-5-1).
    pub fn color_requirement_also(&self) -> impl Iterator<Item = Color> + '_ {
        self.rules.iter().filter_map(|r| match r {
            CardRule::ColorRequirementAlso(c) => Some(*c),
            CardRule::AnyNumberOfCopies | CardRule::AlsoNamed(_) | CardRule::AlsoTrait(_) => None,
        })
    }

    /// 「X」 (2-3-1-2): one of the card's names is exactly `name`.
    pub fn is_named(&self, name: &str) -> bool {
        self.names().any(|n| n == name)
    }

    /// 名称に「X」を含む (2-3-1-3): one of the card's names contains `text`.
    pub fn name_contains(&self, text: &str) -> bool {
        self.names().any(|n| contains_text(n, text))
    }

    /// Whether this card may be placed by DigiXros in place of a requirement whose 「」 text is
    /// `text` (15-15-8-1).
    pub fn substitutes_for(&self, text: &str) -> bool {
        self.xros_substitute.iter().any(|t| t == text)
    }

    /// Whether a 〈ルール〉 lifts the 4-copy limit for this card (1-4-1-2-2, 2-3-5-2).
    pub fn any_number_of_copies(&self) -> bool {
        self.rules.contains(&CardRule::AnyNumberOfCopies)
    }
}

/// All card definitions a game may use, in a fixed order.
pub type CardDb = fuda_kernel::catalog::CardDb<CardDef>;

impl fuda_kernel::catalog::Definition for CardDef {
    fn card_id(&self) -> &str {
        &self.id
    }
}

/// Whether `text` occurs in the name `name` (2-3-1-3). A name is a few words: comparing at each
/// position costs less than the general search `str::contains` sets up for every call (about 350
/// instructions, a percent of a random game). Comparing bytes is exact, since a UTF-8 character
/// never matches starting inside another.
pub fn contains_text(name: &str, text: &str) -> bool {
    let Some((first, rest)) = text.as_bytes().split_first() else { return true };
    // The first byte alone rules out nearly every position without a call to compare.
    name.as_bytes().windows(text.len()).any(|w| w[0] == *first && w[1..] == *rest)
}
