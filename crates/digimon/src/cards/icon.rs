//! Keyword icons as written on a card (4-20): 「<X>の記述がある」 ("has <X> written") asks
//! whether the card's printed text holds the icon X, whatever the number or colour written with
//! it. Which icons a card's text holds is found by [`written`](super::written).

use super::ast::Keyword;
use serde::{Deserialize, Serialize};

/// The kind of a keyword icon (《》 or <>), without its number or its colour: <Security Attack
/// +1> and <Security Attack -1> are both the icon `security-attack`. Icons match only their own
/// kind: <Save> is not <Material Save> (4-20-4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Icon {
    /// <ブロッカー> (16-4).
    Blocker,
    /// <Sアタック±N> (16-3).
    SecurityAttack,
    /// <貫通> (16-6).
    Piercing,
    /// <速攻> (16-14).
    Rush,
    /// <ジャミング> (16-8).
    Jamming,
    /// <再起動> (16-10).
    Reboot,
    /// <道連れ> (16-12).
    Retaliation,
    /// <回避> (16-21).
    Evade,
    /// <アーマー解除> (16-18).
    ArmorPurge,
    /// <防壁> (16-24).
    Barrier,
    /// <フラグメント> (16-36).
    Fragment,
    /// <スケープゴート> (16-31).
    Scapegoat,
    /// <不屈> (16-26).
    Fortitude,
    /// <突進> (16-22).
    Raid,
    /// <連携> (16-23).
    Alliance,
    /// <衝突> (16-29).
    Collision,
    /// <氷装> (16-34).
    Iceclad,
    /// <ヴォルテクス> (16-32).
    Vortex,
    /// <エグゼキュート> (16-37).
    Execute,
    /// <デコイ> (16-17).
    Decoy,
    /// <プログレス> (16-38).
    Progress,
    /// <リンク+N> (16-39).
    Link,
    /// <トレーニング> (16-40).
    Training,
    /// <吸収進化> (16-9).
    Digisorption,
    /// <マテリアルセーブ> (16-20).
    MaterialSave,
    /// <デコード> (16-35).
    Decode,
    /// <パーティション> (16-28).
    Partition,
    /// <オーバークロック> (16-33).
    Overclock,
    /// <ドロー> (16-7).
    Draw,
    /// <リカバリー> (16-5).
    Recovery,
    /// <退化> (16-11).
    DeDigivolve,
    /// <セーブ> (16-19).
    Save,
    /// <マインドリンク> (16-27).
    MindLink,
    /// <進撃> (16-15).
    Blitz,
    /// <ブラスト進化> (16-25).
    BlastDigivolve,
    /// <ブラストジョグレス> (16-30).
    BlastJogress,
    /// <ディレイ> (16-16): written in this language as the cost `trash-this`.
    Delay,
    /// <デジバースト> (16-13): written in this language as the cost `trash-sources`.
    DigiBurst,
}

impl Keyword {
    /// The icon this keyword is written with.
    pub fn icon(self) -> Icon {
        match self {
            Keyword::Blocker => Icon::Blocker,
            Keyword::SecurityAttack(_) => Icon::SecurityAttack,
            Keyword::Piercing => Icon::Piercing,
            Keyword::Rush => Icon::Rush,
            Keyword::Jamming => Icon::Jamming,
            Keyword::Reboot => Icon::Reboot,
            Keyword::Retaliation => Icon::Retaliation,
            Keyword::Evade => Icon::Evade,
            Keyword::ArmorPurge => Icon::ArmorPurge,
            Keyword::Barrier => Icon::Barrier,
            Keyword::Fragment(_) => Icon::Fragment,
            Keyword::Scapegoat => Icon::Scapegoat,
            Keyword::Fortitude => Icon::Fortitude,
            Keyword::Raid => Icon::Raid,
            Keyword::Alliance => Icon::Alliance,
            Keyword::Collision => Icon::Collision,
            Keyword::Iceclad => Icon::Iceclad,
            Keyword::Vortex => Icon::Vortex,
            Keyword::Execute => Icon::Execute,
            Keyword::Decoy(_) => Icon::Decoy,
            Keyword::Progress => Icon::Progress,
            Keyword::LinkPlus(_) => Icon::Link,
            Keyword::Training => Icon::Training,
            Keyword::Digisorption(_) => Icon::Digisorption,
            Keyword::MaterialSave(_) => Icon::MaterialSave,
            Keyword::Decode(..) => Icon::Decode,
            Keyword::Partition(..) => Icon::Partition,
            Keyword::Overclock => Icon::Overclock,
        }
    }
}

/// The icon in words, as the card text shows it without its number: "<Save>".
pub fn icon_text(icon: Icon) -> &'static str {
    match icon {
        Icon::Blocker => "<Blocker>",
        Icon::SecurityAttack => "<Security Attack>",
        Icon::Piercing => "<Piercing>",
        Icon::Rush => "<Rush>",
        Icon::Jamming => "<Jamming>",
        Icon::Reboot => "<Reboot>",
        Icon::Retaliation => "<Retaliation>",
        Icon::Evade => "<Evade>",
        Icon::ArmorPurge => "<Armor Purge>",
        Icon::Barrier => "<Barrier>",
        Icon::Fragment => "<Fragment>",
        Icon::Scapegoat => "<Scapegoat>",
        Icon::Fortitude => "<Fortitude>",
        Icon::Raid => "<Raid>",
        Icon::Alliance => "<Alliance>",
        Icon::Collision => "<Collision>",
        Icon::Iceclad => "<Iceclad>",
        Icon::Vortex => "<Vortex>",
        Icon::Execute => "<Execute>",
        Icon::Decoy => "<Decoy>",
        Icon::Progress => "<Progress>",
        Icon::Link => "<Link>",
        Icon::Training => "<Training>",
        Icon::Digisorption => "<Digisorption>",
        Icon::MaterialSave => "<Material Save>",
        Icon::Decode => "<Decode>",
        Icon::Partition => "<Partition>",
        Icon::Overclock => "<Overclock>",
        Icon::Draw => "<Draw>",
        Icon::Recovery => "<Recovery>",
        Icon::DeDigivolve => "<De-Digivolve>",
        Icon::Save => "<Save>",
        Icon::MindLink => "<Mind Link>",
        Icon::Blitz => "<Blitz>",
        Icon::BlastDigivolve => "<Blast Digivolve>",
        Icon::BlastJogress => "<Blast DNA Digivolve>",
        Icon::Delay => "<Delay>",
        Icon::DigiBurst => "<Digi-Burst>",
    }
}
