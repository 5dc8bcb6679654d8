//! Cards as data: the printed card (200) as a validated definition, read from TOML card files
//! ([`load`]), the event effects and abilities of the card language ([`effect`], [`ast`]), and the card's text rendered
//! back for people ([`render`]).

pub mod ast;
pub mod effect;
pub mod keywords;
pub mod load;
pub mod objects;
pub mod render;
pub mod subtext;

use effect::EventEffect;
use serde::{Deserialize, Serialize};

pub use fuda_kernel::catalog::CardIdx;

/// A card in the game: identity, physical card, definition, owner.
pub type Card = fuda_kernel::objects::CardObject<CardIdx>;

/// Every card definition a game may use.
pub type CardDb = fuda_kernel::catalog::CardDb<CardDef>;

/// カードの種類 (202.2): the ten card types. The printed tag is the name card files use.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum CardType {
    /// ゼクス, "Z/X" (202.3).
    Zx,
    /// イベント, "EVENT" (202.4).
    Event,
    /// プレイヤー, "PLAYER" (202.5).
    Player,
    /// ゼクス エクストラ, "Z/X EX" (202.6): also a Z/X (202.6a).
    ZxEx,
    /// ゼクス オーバーブースト, "Z/X OB" (202.7): also a Z/X (202.7a).
    ZxOb,
    /// シフト, "SHIFT" (202.8).
    Shift,
    /// イベント エクストラ, "EV EX" (202.9): also an event (202.9a).
    EvEx,
    /// プレイヤー エクストラ, "PL EX" (202.10): also a Player card (202.10a).
    PlEx,
    /// アセンション, "AN" (202.11).
    Ascension,
    /// アセンション エクストラ, "AN EX" (202.12): also an Ascension (202.12a).
    AnEx,
}

impl CardType {
    /// Every type, in the order of 202.2.
    pub const ALL: [CardType; 10] = [
        CardType::Zx,
        CardType::Event,
        CardType::Player,
        CardType::ZxEx,
        CardType::ZxOb,
        CardType::Shift,
        CardType::EvEx,
        CardType::PlEx,
        CardType::Ascension,
        CardType::AnEx,
    ];

    /// The printed tag (202.3–202.12).
    pub fn tag(self) -> &'static str {
        match self {
            CardType::Zx => "Z/X",
            CardType::Event => "EVENT",
            CardType::Player => "PLAYER",
            CardType::ZxEx => "Z/X EX",
            CardType::ZxOb => "Z/X OB",
            CardType::Shift => "SHIFT",
            CardType::EvEx => "EV EX",
            CardType::PlEx => "PL EX",
            CardType::Ascension => "AN",
            CardType::AnEx => "AN EX",
        }
    }

    /// Extra cards: the types named Extra (202.2a).
    pub fn is_extra(self) -> bool {
        matches!(self, CardType::ZxEx | CardType::EvEx | CardType::PlEx | CardType::AnEx)
    }

    /// Treated as a Z/X in the game (202.3, 202.6a, 202.7a).
    pub fn is_zx(self) -> bool {
        matches!(self, CardType::Zx | CardType::ZxEx | CardType::ZxOb)
    }

    /// Treated as an event (202.4, 202.9a).
    pub fn is_event(self) -> bool {
        matches!(self, CardType::Event | CardType::EvEx)
    }

    /// Treated as a Player card (202.5, 202.10a).
    pub fn is_player(self) -> bool {
        matches!(self, CardType::Player | CardType::PlEx)
    }

    /// Treated as an Ascension (202.11, 202.12a).
    pub fn is_ascension(self) -> bool {
        matches!(self, CardType::Ascension | CardType::AnEx)
    }

    /// Types that have a race and power (208.1, 209.1; a Shift has a race but no power).
    pub fn has_power(self) -> bool {
        self.is_zx()
    }

    /// Where a deck list's card of this type is prepared (401.7–401.10).
    pub fn home(self) -> Home {
        match self {
            CardType::Zx | CardType::Event | CardType::Ascension => Home::Deck,
            CardType::Player | CardType::PlEx | CardType::ZxOb => Home::Outside,
            CardType::ZxEx | CardType::Shift | CardType::EvEx | CardType::AnEx => Home::Dynamis,
        }
    }
}

/// Where a card of a deck list is prepared before the game (401).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Home {
    /// The 50-card deck (401.1a).
    Deck,
    /// Dynamis (401.9a).
    Dynamis,
    /// Outside the deck: the Player card, an OB bottom half or a PL EX (401.8).
    Outside,
}

/// 色 (204.3): the five colours.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Colour {
    /// 赤.
    Red,
    /// 青.
    Blue,
    /// 白.
    White,
    /// 黒.
    Black,
    /// 緑.
    Green,
}

impl Colour {
    /// The five, in the order of 204.3.
    pub const ALL: [Colour; 5] = [Colour::Red, Colour::Blue, Colour::White, Colour::Black, Colour::Green];

    /// The colour's name.
    pub fn word(self) -> &'static str {
        match self {
            Colour::Red => "red",
            Colour::Blue => "blue",
            Colour::White => "white",
            Colour::Black => "black",
            Colour::Green => "green",
        }
    }
}

/// A set of colours: each is tested on its own (204.5); none is colourless (204.7).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(from = "Vec<Colour>", into = "Vec<Colour>")]
pub struct Colours(u8);

impl Colours {
    /// Whether `c` is among them.
    pub fn has(self, c: Colour) -> bool {
        self.0 & (1 << c as u8) != 0
    }

    /// The colours of either set.
    pub fn union(self, other: Colours) -> Colours {
        Colours(self.0 | other.0)
    }

    /// How many colours.
    pub fn count(self) -> usize {
        self.0.count_ones() as usize
    }

    /// The colours of `self` not in `other`.
    pub fn without(self, other: Colours) -> Colours {
        Colours(self.0 & !other.0)
    }

    /// The first colour in the order of 204.3, and the others.
    pub fn split_first(self) -> Option<(Colour, Colours)> {
        let first = Colour::ALL.into_iter().find(|c| self.has(*c))?;
        Some((first, Colours(self.0 & !(1 << first as u8))))
    }

    /// Every set of some of these colours, this one and the empty one included.
    pub fn subsets(self) -> impl Iterator<Item = Colours> {
        let all = self.0;
        let mut next = Some(all);
        std::iter::from_fn(move || {
            let sub = next?;
            next = (sub != 0).then(|| (sub - 1) & all);
            Some(Colours(sub))
        })
    }

    /// Exactly the one colour `c` (816.3).
    pub fn only(self, c: Colour) -> bool {
        self.0 == 1 << c as u8
    }

    /// The colours, in the order of 204.3.
    pub fn list(self) -> Vec<Colour> {
        Colour::ALL.into_iter().filter(|c| self.has(*c)).collect()
    }

    /// Colourless (204.7).
    pub fn is_colourless(self) -> bool {
        self.0 == 0
    }

    /// The colours in words: "red/blue", or "colourless".
    pub fn words(self) -> String {
        match self.is_colourless() {
            true => "colourless".to_string(),
            false => self.list().iter().map(|c| c.word()).collect::<Vec<_>>().join("/"),
        }
    }
}

impl From<Vec<Colour>> for Colours {
    fn from(list: Vec<Colour>) -> Colours {
        Colours(list.into_iter().fold(0, |bits, c| bits | 1 << c as u8))
    }
}

impl From<Colours> for Vec<Colour> {
    fn from(set: Colours) -> Vec<Colour> {
        set.list()
    }
}

/// コスト (203): points, or ∞, whose value can't be referenced (203.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Cost {
    /// A number of points.
    Points(u8),
    /// ∞ (203.3): the card can't be paid for.
    Infinite,
}

/// アイコン (207): the icons of the icon space. Only Ignition has rules meaning in this engine so
/// far; the others are named so that text can refer to them (207.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Icon {
    /// イグニッションアイコン (207.3).
    Ignition,
    /// エヴォルシードアイコン (207.4).
    Evolseed,
    /// ドリームキー (207.5).
    DreamKey,
    /// メロディ (207.6).
    Melody,
    /// メモリアルピース (207.7).
    MemorialPiece,
    /// スターピース (207.8).
    StarPiece,
    /// 調査記録 (207.9).
    InvestigationRecord,
    /// ブロック (207.10).
    Block,
    /// 集中 (207.11).
    Concentration,
}

/// キーワード能力 (1100) a card prints. The deck limits of 401.3–401.5 count three of them;
/// [`crate::keywords`] plays them, each written once there.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub enum Keyword {
    /// スタートカード (1102).
    StartCard,
    /// ライフリカバリー (1103): at most 4 in a deck (401.3).
    LifeRecovery,
    /// ヴォイドブリンガー (1104): at most 4 in a deck (401.4).
    VoidBringer,
    /// 絶界 (1107).
    Zekkai,
    /// ゲートカード (1114).
    GateCard,
    /// スタートリソース (1128).
    StartResource,
    /// オーバードライブ (1133): at most 4 in a deck (401.5).
    Overdrive,
    /// 絶界 P○○ (1107 with the extra condition of 1101.2a): Zekkai while the controller's
    /// Player card has the text in its card name or player name.
    ZekkaiP(String),
    /// エヴォルシード (1106): the effects, when this card goes from the deck straight to the trash.
    Evolseed(Vec<effect::EventEffect>),
    /// InfiniteSolitude (1110): when this card appears, return any of your other Z/X to the hand.
    InfiniteSolitude,
    /// 電影N (1115): from the hand, return your Reboot Z/X of cost N or more and appear in its place.
    DenEi(u8),
    /// ゼクステンド・ドライブ! (1113): an activated ability on a square, once per game.
    ZxtendDrive(Vec<effect::EventEffect>),
    /// レンジ[N] (1105.2): as an attacker, targets on squares at distance N or less (1 to 4, the
    /// board's widest distance).
    Range(u8),
    /// レンジ∞ (1105.3): as an attacker, targets on any square.
    RangeInfinite,
    /// クライシス (1024, 910): a face-down PL EX whose condition is met may be revealed onto its
    /// controller's Player card in priority pre-processing.
    Crisis(CrisisWhen),
    /// スタイリッシュ頭突き (1112): when this card appears, an opponent's Z/X moves to an empty
    /// normal square and sleeps (docs/zx/rulings.md: the definition is missing).
    StylishHeadbutt,
    /// 連携「◎◎」 (1124): the card costs 1 less for each of your Z/X on a square whose name
    /// contains the text, to no less than 1.
    Renkei(String),
    /// グラビティアシスト (1126): at the start of the opponent's draw phase, on a normal square,
    /// the card goes to the bottom of the deck and its controller draws 1.
    GravityAssist,
    /// カラーブレイク (1130): at the start of a draw phase the card may go to the trash to bring
    /// another Color Break Z/X from the trash onto its square.
    ColorBreak,
    /// レイド (1131): from the hand, once a turn, after a player took damage this turn, the card
    /// appears asleep on a normal square without Z/X.
    Raid,
    /// インストール (1116): when this card appears, its controller may remove one of their other
    /// Z/X on a square whose name contains 「転身」; if they do, this card gains the activated
    /// ability (docs/zx/rulings.md: 1116.2 is missing).
    Install(ast::Activated),
    /// リライト≪色[数値]≫ (1117): in the trash, on your turn, pay the cost: one of this card's
    /// original activated or automatic abilities resolves, then the card is removed.
    Rewrite(KeywordCost),
    /// 反魂≪色[数値]≫ (1121): in the trash, on your turn, when your Z/X whose name contains
    /// 「黒剣」 destroys an opponent's Z/X of this card's cost or more, you may pay to have this
    /// card appear in Reboot on a normal square without Z/X.
    Hangon(KeywordCost),
    /// 昇華[N]「◎◎」 (1123): when this card appears, up to `count` of your Resource cards whose
    /// name contains `name` go face up into Dynamis, and one deck card goes into Resource asleep
    /// for each.
    Shouka {
        /// [N]: how many at most.
        count: u8,
        /// 「◎◎」: the text the names contain (rulings: §14.3 item 7).
        name: String,
    },
    /// ファントム [text] (1125): on a square, on your turn: put a hand card into Charge and
    /// return this card to the hand as the cost; the effects resolve.
    Phantom(Vec<effect::EventEffect>),
    /// ドレスアップ (1134): when this card destroys an opponent's Z/X by attacking, it may go
    /// face up into Dynamis to bring a face-down [Influencer] of Dynamis onto a normal square.
    DressUp,
    /// アルターフォース / アルターフォース[N] (1108): when this card appears, up to N cards of your
    /// trash become its forces face up; the plain keyword is N = 1.
    AlterForce(u8),
    /// アクティベート≪色[数値]≫ (1118): in your turn, pay the cost; a Z/X with 「式神」 in its name
    /// among this card's forces, of cost up to the cards in your Resource, appears.
    Activate(keywords::ColourCost),
    /// トランス (1132): in your turn, from the Force zone, trash this force's Reboot Z/X; a Z/X
    /// of its race with 「【TT】」 in its name may appear from your Dynamis.
    Trance,
    /// 降臨条件 (1020): a Z/X EX played by destroying Reboot Z/X of yours whose costs total at
    /// least its cost, paying no resource cost.
    Advent(ast::costs::CardsPart),
    /// 覚醒条件"[色]" (1021): a Z/X EX's added cost, by colour kind.
    Awakening(ast::costs::Awakening),
    /// 夢装条件 (1022): a Z/X EX played by consuming counters instead of its resource cost.
    DreamArmour(ast::costs::CountersPart),
    /// 憑依条件 (1025): Reboot Z/X of yours lower a Z/X EX's cost by their costs and become its
    /// forces.
    Possession(ast::costs::CardsPart),
    /// プレイする際 (1027.1): a cost that may be paid as the card is played, lowering its cost.
    WhenPlaying(ast::costs::WhenPlaying),
    /// 世界再創生 -ジェネシスリビルド- (1127): from the hand in your turn, with P「ソル」, sleep your
    /// 「叡智極点 ソル」 on a square: two kinds of this card's name in your hand, halves that fit
    /// (1007.5), appear together as one Z/X on your player square. The half is the card's kind.
    GenesisRebuild(keywords::Half),
}

/// The condition of クライシス (1024.2): the event that meets it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum CrisisWhen {
    /// ダメージを受ける: its controller's damage is recorded (907.1, E39).
    Damaged,
}

impl Keyword {
    /// Whether it is an automatic ability triggered by its card appearing on a square by any
    /// means (1007.1): Install and Shouka (1116.1, 1123.3).
    pub fn triggers_on_appearing(&self) -> bool {
        matches!(self, Keyword::Install(_) | Keyword::Shouka { .. })
    }

    /// The keyword as printed in English.
    pub fn words(&self) -> String {
        let plain = match self {
            Keyword::StartCard => "Start Card",
            Keyword::LifeRecovery => "Life Recovery",
            Keyword::VoidBringer => "Void Bringer",
            Keyword::Zekkai => "Zekkai",
            Keyword::GateCard => "Gate Card",
            Keyword::StartResource => "Start Resource",
            Keyword::Overdrive => "Overdrive",
            Keyword::ZekkaiP(name) => return format!("Zekkai P{name}"),
            Keyword::Evolseed(effects) => return format!("Evolseed: {}", render::effects_text(effects)),
            Keyword::InfiniteSolitude => "InfiniteSolitude",
            Keyword::DenEi(n) => return format!("Den'ei {n}"),
            Keyword::ZxtendDrive(effects) => return format!("Z/Xtend Drive!: {}", render::effects_text(effects)),
            Keyword::Range(1) => "Range 1",
            Keyword::Range(2) => "Range 2",
            Keyword::Range(3) => "Range 3",
            Keyword::Range(_) => "Range 4",
            Keyword::RangeInfinite => "Range ∞",
            Keyword::Crisis(CrisisWhen::Damaged) => "Crisis: you take damage",
            Keyword::StylishHeadbutt => "Stylish Headbutt",
            Keyword::Renkei(name) => return format!("Renkei \"{name}\""),
            Keyword::GravityAssist => "Gravity Assist",
            Keyword::ColorBreak => "Color Break",
            Keyword::Raid => "Raid",
            Keyword::Install(a) => return format!("Install: {}", ast::Ability::Activated(a.clone()).text()),
            Keyword::Rewrite(cost) => return format!("Rewrite {}", cost.words()),
            Keyword::Hangon(cost) => return format!("Hangon {}", cost.words()),
            Keyword::Shouka { count, name } => return format!("Shouka {count} \"{name}\""),
            Keyword::Phantom(effects) => return format!("Phantom: {}", render::effects_text(effects)),
            Keyword::DressUp => "Dress Up",
            Keyword::AlterForce(1) => "Alter Force",
            Keyword::AlterForce(n) => return format!("Alter Force {n}"),
            Keyword::Activate(cost) => {
                let limit = cost.limit.map(|l| format!(" {}", l.words())).unwrap_or_default();
                return format!("Activate ≪{} {}≫{limit}", cost.colours.words(), cost.points);
            }
            Keyword::Trance => "Trance",
            Keyword::Advent(part) => return ast::costs::zx_condition_words("Advent", part),
            Keyword::Awakening(a) => return a.words(),
            Keyword::DreamArmour(part) => return ast::costs::dream_armour_words(part),
            Keyword::Possession(part) => return ast::costs::zx_condition_words("Possession", part),
            Keyword::WhenPlaying(w) => return w.words(),
            Keyword::GenesisRebuild(half) => return format!("World Re-creation -Genesis Rebuild- ({})", half.word()),
        };
        plain.to_string()
    }
}

/// One card definition, validated.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct CardDef {
    /// The collector number (215): the card's id in files.
    pub id: String,
    /// カード名 (201).
    pub name: String,
    /// 種類 (202).
    pub kind: CardType,
    /// コスト (203): Z/X, events and Ascensions; none for a Player card.
    pub cost: Option<Cost>,
    /// 色 (204).
    pub colours: Colours,
    /// パワー (209): Z/X-type cards only.
    pub power: Option<i32>,
    /// 種族 (208): Z/X-type cards and Shifts only.
    pub races: Vec<String>,
    /// アイコン (207).
    pub icons: Vec<Icon>,
    /// キーワード能力 (1100).
    pub keywords: Vec<Keyword>,
    /// プレイヤー名 (211): Player cards only.
    pub player_name: Option<String>,
    /// An event's effects, in printed order (809.2).
    pub effects: Vec<EventEffect>,
    /// The other abilities (801.2), in printed order.
    pub abilities: Vec<ast::Ability>,
    /// フレーバーテキスト (212): no game meaning.
    pub flavour: Option<String>,
    /// サブテキスト (206) of the Extra types that need one: which half of a Z/X OB the card is
    /// (202.7b), or the cards a Shift may be put on (its 剣臨器, 806.1c).
    pub subtext: Option<subtext::Subtext>,
    /// A token's definition (202.13): made by effects, never in a deck.
    pub token: bool,
    /// シールド (210.1): the shields the card gains on appearing.
    pub shield: Option<u8>,
    /// The card names its subtext adds (206.3): it has them as original names too.
    #[serde(default)]
    pub subtext_names: Vec<String>,
    /// 使用期限 (1207.1): the last day the card may be used.
    #[serde(default)]
    pub expires: Option<fuda_kernel::date::Date>,
}

impl fuda_kernel::catalog::Definition for CardDef {
    fn card_id(&self) -> &str {
        &self.id
    }
}

impl CardDef {
    /// Whether the card has the Ignition icon (207.3).
    pub fn ignition(&self) -> bool {
        self.icons.contains(&Icon::Ignition)
    }

    /// Where a deck list's copy of this card is prepared (401.7–401.10): as its type says, but
    /// a Z/X OB's top half goes to Dynamis (401.10) and its bottom half outside (401.8).
    pub fn home(&self) -> Home {
        match self.subtext {
            Some(subtext::Subtext::Overboost(subtext::Half::Top)) => Home::Dynamis,
            _ => self.kind.home(),
        }
    }

    /// The cost in points, or `None` for ∞ or no cost (203.3).
    pub fn points(&self) -> Option<u8> {
        match self.cost {
            Some(Cost::Points(n)) => Some(n),
            Some(Cost::Infinite) | None => None,
        }
    }
}

/// ≪色[数値]≫: the resource cost a keyword names (1117.2, 1121.2): one colour and points, paid
/// as a card's (805.3a–b).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct KeywordCost {
    /// The colour.
    pub colour: Colour,
    /// The points.
    pub points: u8,
}

impl KeywordCost {
    /// The cost as printed: ≪black 2≫.
    pub fn words(&self) -> String {
        format!("≪{} {}≫", self.colour.word(), self.points)
    }
}
