//! Triggers as event patterns (15-5): "when one of your Digimon with the [Knight] trait is
//! played", "when one of your opponent's Digimon attacks", "when this Digimon becomes
//! suspended", with whose subject and whose turn. Each event is raised where the engine does what
//! it names, for every card whose pattern it may meet; the subject is "that" in the effect.
//! Beside the kernel's pattern an event may say why it happened (`cause`), what a Digimon would
//! digivolve into (`into`), which zone cards were trashed from (`from`), and in which phase.

use super::{CardFilter, Is, Ref, Timing};
use fuda_kernel::lang::{EventPattern, Filter};
use serde::{Deserialize, Serialize};

/// What an event pattern waits for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Event {
    /// A Digimon is played, by any means (7-1-1): from the hand, by an effect, a token (4-18-1).
    Played,
    /// A Digimon attacks (11-2): when its attack is declared.
    Attacks,
    /// A Digimon or Tamer becomes suspended, by any means.
    Suspended,
    /// A Digimon in the battle area digivolved, in any way (8-1; the breeding area meets
    /// nothing, 3-4-5-6).
    Digivolved,
    /// Cards left a player's security in one process (once, however many, 15-5-2); its subject
    /// is no Digimon: only `whose` and `turn` apply.
    SecurityDecreases,
    /// 「…が進化するとき」: a battle-area Digimon or Tamer would digivolve, in the immediate window
    /// of its declaration before the cost is paid (8-1-2-5); `into` asks of the card it would
    /// become.
    WouldDigivolve,
    /// 「…がバトルエリアを離れるとき」: a battle-area 1体 would leave the area in any way, in its
    /// immediate window (15-8-5); `cause` asks why.
    WouldLeave,
    /// 「…が消滅するとき」: a battle-area Digimon would be deleted, in its immediate window.
    WouldBeDeleted,
    /// 「…が消滅したとき」: Digimon were deleted (4-13); several in one process trigger an effect
    /// once, "that" being the first that matches (15-5-2).
    Deleted,
    /// 「このデジモンがバトルで相手のデジモンを消滅させたとき」: the subject won a battle and the
    /// opposing Digimon was deleted by it (14-2-2), while the subject itself stays.
    DeletesInBattle,
    /// 「…からトラッシュに置かれたとき」: cards were trashed from a zone (`from`), once per process
    /// (15-5-2). With the subject `this` it is the card's own effect: it triggers as the card
    /// moves and waits with it in the trash (4-14-2).
    Trashed,
    /// 「手札が増えたとき」: cards were added to a player's hand by an effect (drawn, added,
    /// returned), once per process.
    AddedToHand,
    /// 「アタック対象が変更されたとき」: an attack's target was switched by an effect (11-2-7);
    /// the subject is the attacking Digimon.
    TargetSwitched,
    /// 「オプションカードを使用したとき」: a player used an Option (9-1), after its effect.
    OptionUsed,
    /// 「このデジモンがリンクしたとき」: a card became linked to the subject (10-1).
    Linked,
    /// 「…がアクティブになったとき」: a battle-area Digimon or Tamer became active, by any means.
    Unsuspended,
    /// 「…がセキュリティチェックしたとき」: the subject checked a security card (13-1).
    ChecksSecurity,
    /// 「効果で…の進化元が増えたとき」: an effect placed cards among the subject's digivolution
    /// cards, once per process.
    SourcesAdded,
    /// 「育成エリアから移動したとき」: the subject moved out of the breeding area (4-15).
    MovedFromBreeding,
}

impl Event {
    /// Every event, in declaration order.
    pub const ALL: [Event; 19] = [
        Event::Played,
        Event::Attacks,
        Event::Suspended,
        Event::Digivolved,
        Event::SecurityDecreases,
        Event::WouldDigivolve,
        Event::WouldLeave,
        Event::WouldBeDeleted,
        Event::Deleted,
        Event::DeletesInBattle,
        Event::Trashed,
        Event::AddedToHand,
        Event::TargetSwitched,
        Event::OptionUsed,
        Event::Linked,
        Event::Unsuspended,
        Event::ChecksSecurity,
        Event::SourcesAdded,
        Event::MovedFromBreeding,
    ];

    /// The timing the engine raises it at.
    pub fn timing(self) -> Timing {
        match self {
            Event::Played => Timing::DigimonPlayed,
            Event::Attacks => Timing::DigimonAttacks,
            Event::Suspended => Timing::DigimonSuspended,
            Event::Digivolved => Timing::DigimonDigivolved,
            Event::SecurityDecreases => Timing::SecurityDecreases,
            Event::WouldDigivolve => Timing::DigimonWouldDigivolve,
            Event::WouldLeave => Timing::DigimonWouldLeave,
            Event::WouldBeDeleted => Timing::DigimonWouldBeDeleted,
            Event::Deleted => Timing::DigimonDeleted,
            Event::DeletesInBattle => Timing::DeletesInBattle,
            Event::Trashed => Timing::CardsTrashed,
            Event::AddedToHand => Timing::AddedToHand,
            Event::TargetSwitched => Timing::TargetSwitched,
            Event::OptionUsed => Timing::OptionUsed,
            Event::Linked => Timing::DigimonLinked,
            Event::Unsuspended => Timing::DigimonUnsuspended,
            Event::ChecksSecurity => Timing::ChecksSecurity,
            Event::SourcesAdded => Timing::SourcesAdded,
            Event::MovedFromBreeding => Timing::MovedFromBreeding,
        }
    }

    /// The event a timing raises, for the event timings.
    pub fn of(timing: Timing) -> Option<Event> {
        Event::ALL.into_iter().find(|e| e.timing() == timing)
    }

    /// Whether it opens an immediate window (15-8-5) rather than triggering pending effects.
    fn immediate(self) -> bool {
        matches!(self, Event::WouldDigivolve | Event::WouldLeave | Event::WouldBeDeleted)
    }

    /// Whether the engine knows why it happens, for `cause`.
    fn has_cause(self) -> bool {
        matches!(
            self,
            Event::WouldLeave | Event::WouldBeDeleted | Event::Deleted | Event::Trashed | Event::SourcesAdded
        )
    }
}

/// Why something happened, as a pattern's `cause` asks (「バトル以外で」「相手の効果で」
/// 「自分の効果以外で」).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum CauseIs {
    /// Losing a battle (14-2-2).
    Battle,
    /// Any effect.
    Effect,
    /// An effect of the pattern's controller.
    YourEffect,
    /// An effect of another player.
    OpponentsEffect,
    /// A rule (17-1-3).
    Rule,
}

/// Where trashed cards came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum TrashedFrom {
    /// A hand.
    Hand,
    /// A deck (its top, 4-14).
    Deck,
    /// Security.
    Security,
    /// A Digimon's digivolution cards.
    Sources,
}

/// The phase an event must happen in, when the text says (「メインフェイズに」).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum EventPhase {
    /// The main phase (6-5).
    Main,
}

/// A trigger written as an event pattern: the kernel's pattern (events, whose, subject, turn)
/// and what a Digimon event may further ask.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct Pattern {
    /// Events, whose subject, which subject, whose turn.
    #[serde(flatten)]
    pub base: EventPattern<Event, Is>,
    /// Why it happened; any cause when absent.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cause: Option<Filter<CauseIs>>,
    /// For `would-digivolve`: the card it would digivolve into.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub into: Option<CardFilter>,
    /// For `trashed`: the zone the cards left.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub from: Option<TrashedFrom>,
    /// The phase it must happen in.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub phase: Option<EventPhase>,
}

/// The keys an event pattern takes, for the message naming an unknown one.
const KEYS: &str = "`event`, `whose`, `subject`, `turn`, `cause`, `into`, `from`, `phase`";

impl Pattern {
    /// Whether the subject is the effect's own card or 1体 alone (`{ is = "this" }`).
    pub fn about_this(&self) -> bool {
        matches!(&self.base.subject, Filter::Atom(Is::Is(Ref::This)))
    }

    /// Whether the pattern waits for `event`.
    pub fn waits_for(&self, event: Event) -> bool {
        self.base.event.contains(&event)
    }

    fn check(&self) -> Result<(), String> {
        let events = &self.base.event;
        let only = |key: &str, ok: &dyn Fn(Event) -> bool, what: &str| {
            if events.iter().all(|e| ok(*e)) { Ok(()) } else { Err(format!("`{key}` is only for {what} events")) }
        };
        if self.into.is_some() {
            only("into", &|e| e == Event::WouldDigivolve, "`would-digivolve`")?;
        }
        if self.cause.is_some() {
            only(
                "cause",
                &Event::has_cause,
                "`would-leave`, `would-be-deleted`, `deleted`, `trashed` or `sources-added`",
            )?;
        }
        match (&self.from, events.contains(&Event::Trashed)) {
            (None, true) => return Err("a `trashed` event needs `from` (hand, deck, security or sources)".into()),
            (Some(_), _) => only("from", &|e| e == Event::Trashed, "`trashed`")?,
            (None, false) => {}
        }
        // Sources are trashed only by effects, whose controller the engine does not pass on.
        if self.cause.is_some() && self.from == Some(TrashedFrom::Sources) {
            return Err("`cause` does not apply to cards trashed from sources (only effects trash them)".into());
        }
        let immediate = events.iter().filter(|e| e.immediate()).count();
        if immediate > 0 && immediate < events.len() {
            return Err("an immediate event (`would-…`) cannot share a pattern with an event that has happened".into());
        }
        Ok(())
    }
}

impl<'de> Deserialize<'de> for Pattern {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        use serde::de::Error;
        let toml::Value::Table(mut table) = toml::Value::deserialize(deserializer)? else {
            return Err(D::Error::custom("expected a table with `event`"));
        };
        let mut take = |key: &str| table.remove(key);
        let (cause, into, from, phase) = (take("cause"), take("into"), take("from"), take("phase"));
        let field = |key: &str, e: toml::de::Error| D::Error::custom(format!("`{key}`: {}", e.message().trim()));
        let cause = cause.map(Filter::deserialize).transpose().map_err(|e| field("cause", e))?;
        let into = into.map(CardFilter::deserialize).transpose().map_err(|e| field("into", e))?;
        let from = from.map(TrashedFrom::deserialize).transpose().map_err(|e| field("from", e))?;
        let phase = phase.map(EventPhase::deserialize).transpose().map_err(|e| field("phase", e))?;
        // An unknown event is named, with the known ones.
        let names = match table.get("event") {
            Some(toml::Value::Array(items)) => items.clone(),
            Some(one) => vec![one.clone()],
            None => Vec::new(),
        };
        for name in names {
            Event::deserialize(name).map_err(|e| field("event", e))?;
        }
        if let Some(unknown) = table.keys().find(|k| !matches!(k.as_str(), "event" | "whose" | "subject" | "turn")) {
            return Err(D::Error::custom(format!("unknown key `{unknown}`; expected one of {KEYS}")));
        }
        let base =
            EventPattern::deserialize(toml::Value::Table(table)).map_err(|e| D::Error::custom(e.message().trim()))?;
        let pattern = Pattern { base, cause, into, from, phase };
        pattern.check().map_err(D::Error::custom)?;
        Ok(pattern)
    }
}
