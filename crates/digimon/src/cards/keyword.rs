//! Keyword effects written in 《》 (16-1): their names in files, and the effect each keyword
//! stands for. A keyword that triggers or interrupts becomes an ordinary triggered effect of
//! the effect language, so printed, inherited and granted keywords all resolve the same way.

use super::ast::{
    Action, AttackSpec, Color, Condition, Cost, CostStep, EffectZone, Fact, Timing, TimingSet, Triggered,
};
use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// Keyword effects a card (or a Digimon, through an effect) has. In files a keyword is written
/// as `blocker`, `rush`, `security-attack+1`, `fragment(2)` and so on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub enum Keyword {
    /// 《ブロッカー》 (Blocker), 16-4: may block.
    Blocker,
    /// 《Sアタック±N》 (Security Attack), 16-3: checks N more (or fewer) cards.
    SecurityAttack(i8),
    /// 《貫通》 (Piercing), 16-6: after deleting the attacked Digimon in battle, check security.
    Piercing,
    /// 《速攻》 (Rush), 16-14: may attack the turn it was played.
    Rush,
    /// 《ジャミング》 (Jamming), 16-8: not deleted in battle with a security Digimon.
    Jamming,
    /// 《再起動》 (Reboot), 16-10: also unsuspends in the opponent's active phase.
    Reboot,
    /// 《道連れ》 (Retaliation), 16-12: when only it is deleted in battle, delete the Digimon it battled.
    Retaliation,
    /// 《回避》 (Evade), 16-21: when it would be deleted, suspend it to not be deleted.
    Evade,
    /// 《アーマー解除》 (Armor Purge), 16-18: when it would be deleted, trash its top card to not
    /// be deleted.
    ArmorPurge,
    /// 《防壁》 (Barrier), 16-24: when it would be deleted in battle, trash your top security card
    /// to not be deleted.
    Barrier,
    /// 《フラグメント《N》》 (Fragment), 16-36: when it would be deleted, trash N of its sources to
    /// not be deleted.
    Fragment(u8),
    /// 《スケープゴート》 (Scapegoat), 16-31: when it would be deleted other than by your own
    /// effects, delete another of your Digimon to not be deleted.
    Scapegoat,
    /// 《不屈》 (Fortitude), 16-26: when it is deleted with sources, play this card from the trash
    /// without paying its cost.
    Fortitude,
    /// 《突進》 (Raid), 16-22: when it attacks, it may switch the target to the opponent's active
    /// Digimon with the highest DP.
    Raid,
    /// 《連携》 (Alliance), 16-23: when it attacks, suspend another of your Digimon to add its DP
    /// and 《Sアタック+1》 until the end of the attack.
    Alliance,
    /// 《衝突》 (Collision), 16-29: while it attacks, the opponent's Digimon gain Blocker and the
    /// opponent must block if able.
    Collision,
    /// 《氷装》 (Iceclad), 16-34: its battles with non-security Digimon compare digivolution
    /// sources instead of DP.
    Iceclad,
    /// 《ヴォルテクス》 (Vortex), 16-32: at the end of your turn it may attack an opponent's
    /// Digimon, even the turn it was played.
    Vortex,
    /// 《エグゼキュート》 (Execute), 16-37: at the end of your turn it may attack (active Digimon
    /// too); it is deleted at the end of that attack.
    Execute,
    /// 《デコイ《X》》 (Decoy), 16-17: when another of your X Digimon would be deleted by an
    /// opponent's effect, delete this Digimon so that it is not.
    Decoy(Color),
    /// 《プログレス》 (Progress), 16-38: while attacking, unaffected by the opponent's effects.
    Progress,
    /// 《リンク+N》 (Link +N), 16-39: the link-card limit is raised by N.
    LinkPlus(u8),
    /// 《トレーニング》 (Training), 16-40: [Main] suspend this Digimon to put your top deck card
    /// face down under it; usable in the breeding area too.
    Training,
    /// 《吸収進化-N》 (Digisorption), 16-9: when your Digimon digivolves into this card from hand,
    /// suspend 1 of your Digimon to reduce the digivolve cost by N.
    Digisorption(u8),
    /// 《マテリアルセーブN》 (Material Save), 16-20: when this Digimon would be deleted, place N
    /// of its sources named in its DigiXros condition under one of your Tamers.
    MaterialSave(u8),
    /// 『デコード《X》』 (Decode), 16-35: when this Digimon would leave the battle area other than
    /// by battle, you may play one X (colour and level) Digimon card from its sources for free.
    Decode(Color, u8),
    /// 『オーバークロック《X》』 (Overclock), 16-33: at the end of your turn, delete one of your
    /// tokens or another of your X Digimon (X: the card's `overclock` trait) to attack a player
    /// without suspending.
    Overclock,
    /// «パーティション《A & B》» (Partition), 16-28: when this Digimon would leave the battle area
    /// other than by your effects or battle, you may play one A and one B from its sources.
    Partition(Color, u8, Color, u8),
}

/// Parses `colour-level` (`blue-4`).
fn color_level(text: &str) -> Option<(Color, u8)> {
    let (c, l) = text.trim().rsplit_once('-')?;
    let color: Color =
        serde::Deserialize::deserialize(serde::de::value::StrDeserializer::<serde::de::value::Error>::new(c)).ok()?;
    Some((color, l.parse().ok()?))
}

fn color_level_text(c: Color, l: u8) -> String {
    format!("{}-{l}", format!("{c:?}").to_lowercase())
}

/// The words of every keyword, for messages.
const NAMES: &str = "blocker, piercing, rush, jamming, reboot, retaliation, evade, armor-purge, barrier, \
    scapegoat, fortitude, raid, alliance, collision, iceclad, vortex, execute, progress, security-attack+N, \
    fragment(N), decoy(COLOUR), link+N, training, digisorption-N, material-saveN, decode(COLOUR-LEVEL), \
    partition(COLOUR-LEVEL,COLOUR-LEVEL), overclock";

impl TryFrom<String> for Keyword {
    type Error = String;

    fn try_from(text: String) -> Result<Self, Self::Error> {
        let keyword = match text.as_str() {
            "blocker" => Keyword::Blocker,
            "piercing" => Keyword::Piercing,
            "rush" => Keyword::Rush,
            "jamming" => Keyword::Jamming,
            "reboot" => Keyword::Reboot,
            "retaliation" => Keyword::Retaliation,
            "evade" => Keyword::Evade,
            "armor-purge" => Keyword::ArmorPurge,
            "barrier" => Keyword::Barrier,
            "scapegoat" => Keyword::Scapegoat,
            "fortitude" => Keyword::Fortitude,
            "raid" => Keyword::Raid,
            "alliance" => Keyword::Alliance,
            "collision" => Keyword::Collision,
            "iceclad" => Keyword::Iceclad,
            "vortex" => Keyword::Vortex,
            "execute" => Keyword::Execute,
            "progress" => Keyword::Progress,
            "training" => Keyword::Training,
            "overclock" => Keyword::Overclock,
            other => {
                if let Some(n) = other.strip_prefix("security-attack").filter(|n| n.starts_with(['+', '-'])) {
                    Keyword::SecurityAttack(
                        n.parse()
                            .map_err(|_| format!("expected security-attack+N or security-attack-N, found `{other}`"))?,
                    )
                } else if let Some(c) = other.strip_prefix("decoy(").and_then(|n| n.strip_suffix(')')) {
                    let color: Color = serde::Deserialize::deserialize(serde::de::value::StrDeserializer::<
                        serde::de::value::Error,
                    >::new(c))
                    .map_err(|_| format!("expected decoy(COLOUR) with a colour such as red, found `{other}`"))?;
                    Keyword::Decoy(color)
                } else if let Some(spec) = other.strip_prefix("decode(").and_then(|n| n.strip_suffix(')')) {
                    let (c, l) = color_level(spec).ok_or_else(|| {
                        format!("expected decode(COLOUR-LEVEL) such as decode(blue-4), found `{other}`")
                    })?;
                    Keyword::Decode(c, l)
                } else if let Some(spec) = other.strip_prefix("partition(").and_then(|n| n.strip_suffix(')')) {
                    let parts: Vec<Option<(Color, u8)>> = spec.split(',').map(color_level).collect();
                    match parts.as_slice() {
                        [Some((a, la)), Some((b, lb))] => Keyword::Partition(*a, *la, *b, *lb),
                        _ => return Err(format!("expected partition(COLOUR-LEVEL,COLOUR-LEVEL), found `{other}`")),
                    }
                } else if let Some(n) = other.strip_prefix("digisorption-") {
                    Keyword::Digisorption(n.parse().map_err(|_| format!("expected digisorption-N, found `{other}`"))?)
                } else if let Some(n) = other.strip_prefix("material-save") {
                    Keyword::MaterialSave(n.parse().map_err(|_| format!("expected material-saveN, found `{other}`"))?)
                } else if let Some(n) = other.strip_prefix("link+") {
                    Keyword::LinkPlus(n.parse().map_err(|_| format!("expected link+N, found `{other}`"))?)
                } else if let Some(n) = other.strip_prefix("fragment(").and_then(|n| n.strip_suffix(')')) {
                    Keyword::Fragment(n.parse().map_err(|_| format!("expected fragment(N), found `{other}`"))?)
                } else {
                    return Err(format!("unknown keyword `{other}`: expected one of {NAMES}"));
                }
            }
        };
        Ok(keyword)
    }
}

impl From<Keyword> for String {
    fn from(k: Keyword) -> String {
        match k {
            Keyword::Blocker => "blocker".into(),
            Keyword::SecurityAttack(n) => format!("security-attack{n:+}"),
            Keyword::Piercing => "piercing".into(),
            Keyword::Rush => "rush".into(),
            Keyword::Jamming => "jamming".into(),
            Keyword::Reboot => "reboot".into(),
            Keyword::Retaliation => "retaliation".into(),
            Keyword::Evade => "evade".into(),
            Keyword::ArmorPurge => "armor-purge".into(),
            Keyword::Barrier => "barrier".into(),
            Keyword::Fragment(n) => format!("fragment({n})"),
            Keyword::Scapegoat => "scapegoat".into(),
            Keyword::Fortitude => "fortitude".into(),
            Keyword::Raid => "raid".into(),
            Keyword::Alliance => "alliance".into(),
            Keyword::Collision => "collision".into(),
            Keyword::Iceclad => "iceclad".into(),
            Keyword::Vortex => "vortex".into(),
            Keyword::Execute => "execute".into(),
            Keyword::Decoy(c) => format!("decoy({})", format!("{c:?}").to_lowercase()),
            Keyword::Progress => "progress".into(),
            Keyword::LinkPlus(n) => format!("link+{n}"),
            Keyword::Training => "training".into(),
            Keyword::Digisorption(n) => format!("digisorption-{n}"),
            Keyword::MaterialSave(n) => format!("material-save{n}"),
            Keyword::Overclock => "overclock".into(),
            Keyword::Decode(c, l) => format!("decode({})", color_level_text(c, l)),
            Keyword::Partition(a, la, b, lb) => {
                format!("partition({},{})", color_level_text(a, la), color_level_text(b, lb))
            }
        }
    }
}

fn effect(
    timing: Timing,
    optional: bool,
    condition: Option<Condition>,
    cost: Option<Cost>,
    actions: Vec<Action>,
) -> Triggered {
    Triggered {
        zone: EffectZone::Area,
        timing,
        also: Vec::new(),
        pattern: None,
        per_turn: None,
        optional,
        condition,
        cost,
        actions: Arc::from(actions),
    }
}

impl Keyword {
    /// Every timing some keyword's effect has: at any other, no keyword triggers and a 1体's
    /// keywords need not be worked out.
    pub const TIMINGS: TimingSet = TimingSet::EMPTY
        .with(Timing::Main)
        .with(Timing::WouldBeDeleted)
        .with(Timing::WouldLeave)
        .with(Timing::OtherOwnWouldBeDeleted)
        .with(Timing::OnDeletion)
        .with(Timing::WhenAttacking)
        .with(Timing::EndOfYourTurn);

    /// The keyword's place in the list of keywords, whatever its number or colour: one bit
    /// each in a set of kinds of modification (`query::BuffKinds`).
    pub fn kind_index(self) -> u32 {
        match self {
            Keyword::Blocker => 0,
            Keyword::SecurityAttack(_) => 1,
            Keyword::Piercing => 2,
            Keyword::Rush => 3,
            Keyword::Jamming => 4,
            Keyword::Reboot => 5,
            Keyword::Retaliation => 6,
            Keyword::Evade => 7,
            Keyword::ArmorPurge => 8,
            Keyword::Barrier => 9,
            Keyword::Fragment(_) => 10,
            Keyword::Scapegoat => 11,
            Keyword::Fortitude => 12,
            Keyword::Raid => 13,
            Keyword::Alliance => 14,
            Keyword::Collision => 15,
            Keyword::Iceclad => 16,
            Keyword::Vortex => 17,
            Keyword::Execute => 18,
            Keyword::Decoy(_) => 19,
            Keyword::Progress => 20,
            Keyword::LinkPlus(_) => 21,
            Keyword::Training => 22,
            Keyword::Digisorption(_) => 23,
            Keyword::MaterialSave(_) => 24,
            Keyword::Decode(..) => 25,
            Keyword::Overclock => 26,
            Keyword::Partition(..) => 27,
        }
    }

    /// How many kinds of keyword there are: [`Keyword::kind_index`] is below it.
    pub const KINDS: u32 = 28;

    /// The timing of [`Keyword::ability`], read without building the effect: trigger
    /// collection asks it of every keyword on the field.
    pub fn timing(self) -> Option<Timing> {
        match self {
            Keyword::Blocker
            | Keyword::SecurityAttack(_)
            | Keyword::Piercing
            | Keyword::Rush
            | Keyword::Jamming
            | Keyword::Reboot
            | Keyword::Retaliation
            | Keyword::Collision
            | Keyword::Iceclad
            | Keyword::Progress
            | Keyword::LinkPlus(_)
            | Keyword::Digisorption(_) => None,
            Keyword::Training => Some(Timing::Main),
            Keyword::MaterialSave(_)
            | Keyword::Evade
            | Keyword::ArmorPurge
            | Keyword::Barrier
            | Keyword::Fragment(_)
            | Keyword::Scapegoat => Some(Timing::WouldBeDeleted),
            Keyword::Decode(..) | Keyword::Partition(..) => Some(Timing::WouldLeave),
            Keyword::Decoy(_) => Some(Timing::OtherOwnWouldBeDeleted),
            Keyword::Fortitude => Some(Timing::OnDeletion),
            Keyword::Raid | Keyword::Alliance => Some(Timing::WhenAttacking),
            Keyword::Overclock | Keyword::Vortex | Keyword::Execute => Some(Timing::EndOfYourTurn),
        }
    }

    /// The triggered or immediate effect this keyword stands for, as the rulebook defines it;
    /// `None` for keywords that only change rules or values (continuous ones).
    pub fn ability(self) -> Option<Triggered> {
        let saved = || vec![Action::PreventDeletion];
        let t = match self {
            Keyword::Blocker
            | Keyword::SecurityAttack(_)
            | Keyword::Piercing
            | Keyword::Rush
            | Keyword::Jamming
            | Keyword::Reboot
            | Keyword::Retaliation
            | Keyword::Collision
            | Keyword::Iceclad
            | Keyword::Progress
            | Keyword::LinkPlus(_)
            | Keyword::Digisorption(_) => return None,
            // 16-40-3 and 15-8-4-4-1: declared only if it can be suspended, then suspended.
            Keyword::Training => {
                effect(Timing::Main, false, None, Some(Cost::from(CostStep::SuspendThis)), vec![Action::TrainFaceDown])
            }
            Keyword::MaterialSave(n) => effect(Timing::WouldBeDeleted, true, None, None, vec![Action::MaterialSave(n)]),
            // 16-33-3: the deletion is the optional condition; the attack is then mandatory.
            Keyword::Overclock => effect(
                Timing::EndOfYourTurn,
                false,
                None,
                Some(Cost::from(CostStep::DeleteTokenOrTrait)),
                vec![Action::Attack(AttackSpec {
                    player_only: true,
                    without_suspending: true,
                    mandatory: true,
                    ..AttackSpec::default()
                })],
            ),
            Keyword::Decode(c, l) => effect(
                Timing::WouldLeave,
                false,
                Some(Condition::Atom(Fact::LeaveNotInBattle)),
                None,
                vec![Action::PlayFromSources(vec![(c, l)])],
            ),
            Keyword::Partition(a, la, b, lb) => effect(
                Timing::WouldLeave,
                false,
                Some(Condition::Atom(Fact::LeaveNotByYouOrBattle)),
                None,
                vec![Action::PlayFromSources(vec![(a, la), (b, lb)])],
            ),
            Keyword::Decoy(color) => effect(
                Timing::OtherOwnWouldBeDeleted,
                false,
                Some(Condition::Atom(Fact::DecoyTarget(color))),
                Some(Cost::from(CostStep::Delete(super::ast::Target::this()))),
                saved(),
            ),
            // 16-21-3 and the others: an optional processing condition, then mandatory.
            Keyword::Evade => {
                effect(Timing::WouldBeDeleted, false, None, Some(Cost::from(CostStep::SuspendThis)), saved())
            }
            Keyword::ArmorPurge => {
                effect(Timing::WouldBeDeleted, false, None, Some(Cost::from(CostStep::TrashTopOfStack)), saved())
            }
            Keyword::Barrier => effect(
                Timing::WouldBeDeleted,
                false,
                Some(Condition::Atom(Fact::DeletionInBattle)),
                Some(Cost::from(CostStep::top_security(1))),
                saved(),
            ),
            Keyword::Fragment(n) => {
                effect(Timing::WouldBeDeleted, false, None, Some(Cost::from(CostStep::TrashSources(n))), saved())
            }
            Keyword::Scapegoat => effect(
                Timing::WouldBeDeleted,
                false,
                Some(Condition::Atom(Fact::DeletionNotByYourEffect)),
                Some(Cost::from(CostStep::Delete(CostStep::other_own_digimon()))),
                saved(),
            ),
            // 16-26-3: mandatory; the condition reads the moment of deletion (15-8-3-9-4).
            Keyword::Fortitude => effect(
                Timing::OnDeletion,
                false,
                Some(Condition::Atom(Fact::SourcesAtLeast(1))),
                None,
                vec![Action::PlayThisFree],
            ),
            Keyword::Raid => effect(Timing::WhenAttacking, true, None, None, vec![Action::RetargetToHighestActive]),
            Keyword::Alliance => effect(
                Timing::WhenAttacking,
                false,
                None,
                Some(Cost::from(CostStep::Suspend(CostStep::other_own_digimon()))),
                vec![Action::AllianceBonus],
            ),
            Keyword::Vortex => effect(
                Timing::EndOfYourTurn,
                true,
                None,
                None,
                vec![Action::Attack(AttackSpec {
                    digimon_only: true,
                    ignore_played_this_turn: true,
                    ..AttackSpec::default()
                })],
            ),
            Keyword::Execute => effect(
                Timing::EndOfYourTurn,
                true,
                None,
                None,
                vec![Action::Attack(AttackSpec { active_too: true, delete_after: true, ..AttackSpec::default() })],
            ),
        };
        Some(t)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// One keyword of every kind.
    fn every_keyword() -> Vec<Keyword> {
        let text = NAMES
            .replace("+N", "+1")
            .replace("(N)", "(2)")
            .replace("-N", "-3")
            .replace("saveN", "save2")
            .replace("(COLOUR)", "(red)")
            .replace("COLOUR-LEVEL", "blue-4");
        let mut out = Vec::new();
        let mut rest = text.as_str();
        // The partition's argument holds a comma: split at commas outside parentheses.
        while !rest.is_empty() {
            let mut depth = 0;
            let end = rest
                .char_indices()
                .find(|(_, c)| {
                    depth += i32::from(*c == '(') - i32::from(*c == ')');
                    *c == ',' && depth == 0
                })
                .map_or(rest.len(), |(i, _)| i);
            out.push(Keyword::try_from(rest[..end].trim().to_string()).expect("a keyword name"));
            rest = rest.get(end + 1..).unwrap_or("");
        }
        out
    }

    #[test]
    fn timing_is_the_timing_of_the_ability_and_in_the_set() {
        let keywords = every_keyword();
        assert_eq!(keywords.len(), 28, "every keyword of NAMES");
        for k in keywords {
            assert_eq!(k.timing(), k.ability().map(|t| t.timing), "{k:?}");
            assert!(k.timing().is_none_or(|t| Keyword::TIMINGS.contains(t)), "{k:?}");
            // `query::effect::ability_zone` answers this without building the effect.
            assert!(k.ability().is_none_or(|t| t.zone == crate::cards::ast::EffectZone::Area), "{k:?}");
        }
    }
}
