//! The parts of the card language for continuous effects (9.3.1.2, 9.10): how long an effect an
//! ability creates lasts ([`Until`]) and what a prohibition forbids ([`Prohibition`], 1.3.3).

use serde::{Deserialize, Serialize};

/// The duration of a continuous effect created by an effect (9.3.1.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Until {
    /// 「このターン中」 / 「ターン終了時まで」: ends at 7.6.4.
    Turn,
    /// 「このアタック中」: ends after the close step's check timing (8.5.2).
    Attack,
    /// No duration written: 「このゲーム中」 (9.3.1.2); it still ends when the card leaves the
    /// stage (9.10.2).
    Game,
}

impl Until {
    /// The duration in words, as card text renders it.
    pub fn words(self) -> &'static str {
        match self {
            Until::Turn => "this turn",
            Until::Attack => "during this attack",
            Until::Game => "for the rest of the game",
        }
    }
}

/// 「～できない」: what a prohibition forbids a character (1.3.3: it beats any instruction).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Prohibition {
    /// 「アタックできない」: as the entry character, it cannot attack (8.2.4), so no attack is
    /// declared.
    Attack,
    /// 「サポートできない」: as a member, it cannot be rested to declare an attack (8.2.4).
    Support,
    /// 「効果によってリタイアしない」: an effect's リタイアさせる (5.15) does not retire it.
    BeRetired,
    /// 「パートナーアタックできない」: its attacks cannot be partner attacks, so no partners are
    /// rested for one (8.2.4.4: unless partner attacks are prohibited).
    PartnerAttack,
    /// 「パートナーアタックにならない」: partners may still be rested for its attack, but the attack
    /// does not become a partner attack (8.2.4.4.1).
    BecomePartnerAttack,
}

impl Prohibition {
    /// The prohibition in words.
    pub fn words(self) -> &'static str {
        match self {
            Prohibition::Attack => "cannot attack",
            Prohibition::Support => "cannot support",
            Prohibition::BeRetired => "cannot be retired by effects",
            Prohibition::PartnerAttack => "cannot partner attack",
            Prohibition::BecomePartnerAttack => "cannot make an attack a partner attack",
        }
    }
}
