//! Counter processing (対抗処理, 9.7.3) between a play and its resolution, as resumable work:
//! the players, in turn order from the turn player (12.2.1), are asked one at a time whether
//! to present a valid cancel ability (9.7.3.1) and pay its cost; a presentation starts the
//! round over (9.7.3.2), so a cancel may answer a cancel; once every player passes, the
//! presented cancels are processed last first (9.7.3.3); then the card or ability resolves
//! unless it was cancelled (5.13) or negated (5.19) (9.7.4).
//!
//! A cancel ability is valid where its card lies (9.4.4; a キャンセル keyword's in the hand,
//! ruling R67), with its condition keywords met (11.2.3.4), its cost payable (9.5.2.2), and
//! not yet presented in this counter process (ruling R69). Who may present: any player (9.7.3.1,
//! 12.6.5, and the team formats, ruling R70), in Circle only the players just before and after
//! the master of what it answers (12.7.5); a player who left presents nothing and what it
//! presented is not processed (12.4.7). When no player still in the game holds a card with a
//! cancel ability outside the deck, the process is skipped at once.

use super::run::{payable, start_effect};
use super::scope::Scope;
use super::{Part, Resolving, Source, Used, locate, valid_in};
use crate::cards::ability::{
    Ability, Action, CancelTarget, Cost, Effect, Keyword, Kind, Pick, Step as EffectStep, Zone,
};
use crate::cards::{Card, CardDef};
use crate::format::Format;
use crate::rules;
use crate::state::counter::{Answer, CancelRef, Counter, Played, Presentation, Presented};
use crate::state::{Choice, DecisionKind, Player, RebirthState, Step};
use fuda_kernel::lang::Bindings;
use fuda_kernel::{Seat, SeatSet};

/// The cost of the cancel ability a キャンセル keyword grants: discard the card (ruling R67).
pub fn keyword_cost() -> Cost {
    Cost(vec![Action::Discard(Pick::This)])
}

/// The effect of the cancel ability a キャンセル keyword grants: negate its target (5.19,
/// ruling R67).
pub fn keyword_effect() -> Effect {
    Effect(vec![EffectStep { action: Action::Negate, optional: false, only_if: None, bind: None }])
}

/// A card's cancel abilities: its キャンセル keywords (11.4.2) and its printed cancel abilities
/// (9.1.1.4), with their targets.
fn cancels(def: &CardDef) -> impl Iterator<Item = (CancelRef, &CancelTarget, Option<&Ability>)> {
    let keywords = def.keywords.iter().enumerate().filter_map(|(k, w)| match w {
        Keyword::Cancel(t) => Some((CancelRef::Keyword(k as u8), t, None)),
        _ => None,
    });
    let printed = def.abilities.iter().enumerate().filter_map(|(k, a)| match &a.kind {
        Kind::Cancel { target, .. } => Some((CancelRef::Printed(k as u8), target, Some(a))),
        _ => None,
    });
    keywords.chain(printed)
}

fn has_cancel(def: &CardDef) -> bool {
    cancels(def).next().is_some()
}

/// A player's cards outside the deck, with their zones.
fn held(p: &Player) -> impl Iterator<Item = (Zone, &Card)> {
    let piles = [
        (Zone::Hand, &p.hand),
        (Zone::Rebirth, &p.rebirth),
        (Zone::Retire, &p.retire),
        (Zone::Waiting, &p.waiting),
        (Zone::Memory, &p.memory),
    ];
    p.entry
        .iter()
        .map(|c| (Zone::Entry, &c.card))
        .chain(p.members.iter().flatten().map(|c| (Zone::Member, &c.card)))
        .chain(p.energy.iter().map(|e| (Zone::Energy, &e.card)))
        .chain(piles.into_iter().flat_map(|(z, pile)| pile.iter().map(move |c| (z, c))))
}

/// The text source of a cancel ability being paid for or processed.
fn source_of(which: CancelRef) -> Source {
    match which {
        CancelRef::Printed(k) => Source::Printed(k),
        CancelRef::Keyword(k) => Source::Keyword(k),
    }
}

/// Whether an ability being carried out is a cancel ability.
pub fn is_cancel(state: &RebirthState, r: &Resolving) -> bool {
    match &r.ability {
        Source::Keyword(_) => true,
        Source::Printed(k) => {
            state.def(&r.source).abilities.get(usize::from(*k)).is_some_and(|a| matches!(a.kind, Kind::Cancel { .. }))
        }
        Source::Delayed(_) => false,
    }
}

/// Whether `seat` might present a cancel ability, judged from what every player may know
/// (ruling R71): a card with a cancel ability in its public zones, or one among its hidden cards
/// (deck, hand, face-down energy) while its hand holds any card. The other players cannot tell
/// whether the one they wait for holds a cancel in the hand; only that its cards could.
fn may_hold(state: &RebirthState, seat: Seat) -> bool {
    let p = state.player(seat);
    if p.left {
        return false;
    }
    let public = p
        .entry
        .iter()
        .map(|c| &c.card)
        .chain(p.members.iter().flatten().map(|c| &c.card))
        .chain(p.energy.iter().map(|e| &e.card).filter(|c| state.def(c).is_partner()))
        .chain(p.rebirth.iter().chain(&p.retire).chain(&p.waiting).chain(&p.memory));
    let hidden =
        || p.deck.iter().chain(&p.hand).chain(p.energy.iter().map(|e| &e.card).filter(|c| !state.def(c).is_partner()));
    public.into_iter().any(|c| has_cancel(state.def(c)))
        || !p.hand.is_empty() && hidden().any(|c| has_cancel(state.def(c)))
}

/// 9.7.3: opens counter processing for what is being played, unless no player still in the
/// game might present a cancel ability (ruling R71); whether it was opened.
pub fn open(state: &mut RebirthState, played: Played) -> bool {
    if !(0..state.players.len()).any(|k| may_hold(state, Seat(k as u8))) {
        return false;
    }
    state.counter = Some(Counter {
        played,
        presented: Vec::new(),
        passed: SeatSet::default(),
        to_process: None,
        processing: None,
        voided: false,
    });
    state.note(rules::COUNTER, |s| format!("counter processing for {}", played_text(s, &played)));
    state.steps.push(Step::Counter);
    true
}

/// 9.7.3 for the character card being played, once its cost is paid.
pub fn open_for_card(state: &mut RebirthState) {
    if let Some(card) = state.playing {
        open(state, Played::Card { master: card.owner, card });
    }
}

/// 9.7.3 for an ability whose cost is paid; without a counter process its effect starts now.
pub fn open_for_ability(state: &mut RebirthState, r: &Resolving) {
    let auto = match &r.ability {
        Source::Printed(k) => {
            state.def(&r.source).abilities.get(usize::from(*k)).is_some_and(|a| matches!(a.kind, Kind::Auto { .. }))
        }
        _ => true,
    };
    if !open(state, Played::Ability { master: r.master, source: r.source, auto }) {
        start_effect(state);
    }
}

fn played_text(state: &RebirthState, played: &Played) -> String {
    match played {
        Played::Card { card, master } => format!("{} played by {master}", state.name_of(card)),
        Played::Ability { source, auto, .. } => {
            format!("the {} ability of {}", if *auto { "auto" } else { "activated" }, state.name_of(source))
        }
    }
}

fn counter_mut(state: &mut RebirthState) -> &mut Counter {
    state.counter.as_mut().expect("a counter process is under way")
}

/// The next piece of the counter process: ask the next player who can present, or process
/// the next presented cancel, or end.
pub fn advance(state: &mut RebirthState) {
    let Some(c) = state.counter.clone() else { return };
    if let Some(left) = c.to_process {
        return process_next(state, left);
    }
    for seat in state.from_turn_player().into_iter().filter(|s| !c.passed.contains(*s)) {
        let mut options = options(state, seat);
        // Asked when it can present, or when the others cannot tell that it cannot: a hand
        // to hide a cancel in, against something it may answer (ruling R71).
        if !options.is_empty() || hidden_chance(state, &c, seat) {
            state.steps.push(Step::Counter);
            options.push(Choice::Nothing);
            state.ask(seat, DecisionKind::Counter, options);
            return;
        }
    }
    let n = c.presented.len();
    if n > 0 {
        state.note(rules::COUNTER_REVERSE, |_| {
            format!("no player presents another cancel ability: the presented ({n}) are processed, the last first")
        });
    }
    counter_mut(state).to_process = Some(n as u8);
    state.steps.push(Step::Counter);
}

/// Whether `seat` might, for all the other players know, hold a cancel in the hand to
/// present now: its hand is not empty, its hidden cards include a cancel, and it may answer
/// what is played or presented (12.7.5).
fn hidden_chance(state: &RebirthState, c: &Counter, seat: Seat) -> bool {
    let masters = std::iter::once(c.played.master()).chain(c.presented.iter().filter(|x| !x.negated).map(|x| x.master));
    let p = state.player(seat);
    let mut masters = masters;
    !p.left
        && !p.hand.is_empty()
        && masters.any(|m| may_answer(state, seat, m))
        && p.deck.iter().chain(&p.hand).chain(p.energy.iter().map(|e| &e.card)).any(|c| has_cancel(state.def(c)))
}

/// What `seat` may present now (9.7.3.1): one option per valid cancel ability and what it may
/// answer.
pub fn options(state: &RebirthState, seat: Seat) -> Vec<Choice> {
    let Some(c) = &state.counter else { return Vec::new() };
    let p = state.player(seat);
    if p.left {
        return Vec::new();
    }
    let mut answers = vec![(Answer::Play, c.played.master())];
    answers.extend(
        c.presented.iter().enumerate().filter(|(_, x)| !x.negated).map(|(i, x)| (Answer::Cancel(i as u8), x.master)),
    );
    let mut out = Vec::new();
    for (zone, card) in held(p) {
        let def = state.def(card);
        for (which, target, ability) in cancels(def) {
            if !presentable(state, seat, zone, card, which, ability) {
                continue;
            }
            for &(answer, master) in &answers {
                if targets(state, seat, card, target, answer) && may_answer(state, seat, master) {
                    out.push(Choice::Present(Presentation { card: card.id, which, answers: answer }));
                }
            }
        }
    }
    out
}

/// Whether the cancel ability is valid and can be presented by `seat`: valid in its zone (the
/// hand for a keyword, ruling R67), not presented yet in this process (ruling R69), not used
/// this turn if once per turn, its condition keywords met (11.2.3.4), its cost payable.
fn presentable(
    state: &RebirthState,
    seat: Seat,
    zone: Zone,
    card: &Card,
    which: CancelRef,
    ability: Option<&Ability>,
) -> bool {
    let c = state.counter.as_ref().expect("asked during a counter process");
    if c.presented.iter().any(|x| x.source.id == card.id && x.which == which) {
        return false;
    }
    let bindings = Bindings::default();
    let scope = Scope { state, master: seat, this: Some(*card), bindings: &bindings };
    let cost = match (which, ability) {
        (CancelRef::Printed(k), Some(a)) => {
            let Kind::Cancel { cost, .. } = &a.kind else { return false };
            if !valid_in(state.def(card), a, zone)
                || a.once_per_turn && state.used.contains(&Used { card: card.id, ability: k })
                || !a.conditions.iter().all(|k| scope.keyword_holds(k))
            {
                return false;
            }
            cost.clone()
        }
        _ if zone == Zone::Hand => keyword_cost(),
        _ => return false,
    };
    let probe = Resolving {
        master: seat,
        source: *card,
        ability: source_of(which),
        part: Part::Cost,
        next: 0,
        bindings: Bindings::default(),
        picked: Vec::new(),
        swap_first: None,
    };
    payable(state, &probe, &cost)
}

/// Whether a cancel ability of `target` may answer `answer` (9.1.1.4.2).
fn targets(state: &RebirthState, seat: Seat, card: &Card, target: &CancelTarget, answer: Answer) -> bool {
    let c = state.counter.as_ref().expect("asked during a counter process");
    match (target, answer, c.played) {
        (CancelTarget::Cancel, Answer::Cancel(_), _) => true,
        (CancelTarget::Card(filter), Answer::Play, Played::Card { master, card: played }) => {
            let bindings = Bindings::default();
            let scope = Scope { state, master: seat, this: Some(*card), bindings: &bindings };
            scope.matches(&played, master, Zone::Playing, filter)
        }
        (CancelTarget::Activated, Answer::Play, Played::Ability { auto, .. }) => !auto,
        (CancelTarget::Auto, Answer::Play, Played::Ability { auto, .. }) => auto,
        _ => false,
    }
}

/// Who may present a cancel ability against what `master` plays or presented: any player
/// (9.7.3.1, 12.6.5; the team formats, ruling R70), in Circle only the players just before and
/// after `master` in turn order (12.7.5).
fn may_answer(state: &RebirthState, seat: Seat, master: Seat) -> bool {
    match state.format {
        Format::Circle { .. } => state.table().opponents(master).contains(&seat),
        _ => !state.player(seat).left,
    }
}

/// The answer to the counter decision: present (9.7.3.1) or pass.
pub fn answer(state: &mut RebirthState, seat: Seat, choice: Choice) {
    let Choice::Present(p) = choice else {
        let c = counter_mut(state);
        c.passed = c.passed.with(seat);
        return;
    };
    let (_, _, card) = locate(state, p.card).expect("an offered cancel ability's card is in a zone");
    if let CancelRef::Printed(k) = p.which {
        if state.def(&card).abilities.get(usize::from(k)).is_some_and(|a| a.once_per_turn) {
            state.used.push(Used { card: card.id, ability: k });
        }
    }
    let against = match p.answers {
        Answer::Play => {
            let played = state.counter.as_ref().expect("under way").played;
            played_text(state, &played)
        }
        Answer::Cancel(i) => {
            let x = state.counter.as_ref().expect("under way").presented[usize::from(i)];
            format!("the cancel ability of {} presented by {}", state.name_of(&x.source), x.master)
        }
    };
    let c = counter_mut(state);
    c.presented.push(Presented { master: seat, source: card, which: p.which, answers: p.answers, negated: false });
    c.passed = SeatSet::default();
    let name = state.name_of(&card);
    state.note(rules::PRESENT_CANCEL, |_| format!("{seat} presents the cancel ability of {name} against {against}"));
    // 9.7.3.1: its cost is paid now, action by action (9.5.2.1).
    state.resolving.push(Resolving {
        master: seat,
        source: card,
        ability: source_of(p.which),
        part: Part::Cost,
        next: 0,
        bindings: Bindings::default(),
        picked: Vec::new(),
        swap_first: None,
    });
    state.steps.push(Step::Ability);
}

/// 9.7.3.3: processes the presented cancel `left - 1` (the last presented first), or ends the
/// counter process when none is left.
fn process_next(state: &mut RebirthState, left: u8) {
    if left == 0 {
        return close(state);
    }
    let i = left - 1;
    let c = counter_mut(state);
    c.to_process = Some(i);
    c.processing = None;
    let x = c.presented[usize::from(i)];
    state.steps.push(Step::Counter);
    let name = state.name_of(&x.source);
    if x.negated {
        state.note(rules::NEGATE_CANCEL, |_| format!("the cancel ability of {name} was negated: it is not processed"));
        return;
    }
    if state.player(x.master).left {
        state
            .note(rules::LEFT_UNTOUCHED, |_| format!("the cancel ability of {name} is not processed: its player left"));
        return;
    }
    if let CancelRef::Printed(k) = x.which {
        let bindings = Bindings::default();
        let scope = Scope { state, master: x.master, this: Some(x.source), bindings: &bindings };
        let unmet = state
            .def(&x.source)
            .abilities
            .get(usize::from(k))
            .is_some_and(|a| !a.conditions.iter().all(|k| scope.keyword_holds(k)));
        if unmet {
            state.note(rules::CONDITION_CANCEL, |_| {
                format!("the condition of the cancel ability of {name} is not met: it is not processed")
            });
            return;
        }
    }
    state.note(rules::COUNTER_REVERSE, |_| {
        format!("the cancel ability of {name} presented by {} is processed", x.master)
    });
    counter_mut(state).processing = Some(i);
    state.resolving.push(Resolving {
        master: x.master,
        source: x.source,
        ability: source_of(x.which),
        part: Part::Effect,
        next: 0,
        bindings: Bindings::default(),
        picked: Vec::new(),
        swap_first: None,
    });
    state.steps.push(Step::Ability);
}

/// 9.7.4: the counter process ends; what was played resolves unless cancelled or negated.
fn close(state: &mut RebirthState) {
    let c = state.counter.take().expect("a counter process is under way");
    let what = played_text(state, &c.played);
    match (c.played, c.voided) {
        (Played::Card { .. }, true) => {
            state.note(rules::RESOLVE_PLAY, |_| format!("{what} was negated: it does not resolve"));
        }
        (Played::Card { .. }, false) => {}
        (Played::Ability { .. }, true) => {
            state.resolving.pop();
            state.note(rules::RESOLVE_PLAY, |_| format!("{what} was cancelled: its effect is not carried out"));
        }
        (Played::Ability { .. }, false) => start_effect(state),
    }
}

/// 5.13.1 (`negate` false) or 5.19 (`negate` true), as the effect of the cancel ability being
/// processed: what it answers is cancelled or negated; whether anything was done (1.3.2).
pub fn void(state: &mut RebirthState, negate: bool) -> bool {
    let Some(c) = &state.counter else { return false };
    let Some(i) = c.processing else { return false };
    match c.presented[usize::from(i)].answers {
        Answer::Cancel(j) => {
            let x = &mut counter_mut(state).presented[usize::from(j)];
            if x.negated {
                return false;
            }
            x.negated = true;
            let (source, by) = (x.source, x.master);
            let name = state.name_of(&source);
            state.note(rules::NEGATE_CANCEL, |_| format!("the cancel ability of {name} presented by {by} is negated"));
            true
        }
        Answer::Play => {
            if c.voided {
                return false;
            }
            let played = c.played;
            counter_mut(state).voided = true;
            let what = played_text(state, &played);
            match played {
                Played::Card { master, .. } => {
                    let Some(card) = state.playing.take() else { return false };
                    let now = crate::moves::renew(state, card);
                    state.player_mut(card.owner).waiting.push(now);
                    state.note(rules::NEGATE_CARD, |_| format!("{what} is negated and goes to the waiting room"));
                    super::events::moved(state, card, now, master, Zone::Playing, Zone::Waiting, false);
                }
                Played::Ability { .. } if negate => {
                    state.note(rules::NEGATE_ABILITY, |_| format!("{what} is negated"));
                }
                Played::Ability { .. } => {
                    state.note(rules::CANCEL_PLAY, |_| format!("the play of {what} is cancelled"));
                }
            }
            true
        }
    }
}

/// The label of a presentation option.
pub fn label(state: &RebirthState, p: &Presentation) -> String {
    let Some((_, _, card)) = locate(state, p.card) else { return "Present".to_string() };
    let name = state.name_of(&card);
    let Some(c) = &state.counter else { return format!("Present the cancel ability of {name}") };
    let against = match p.answers {
        Answer::Play => played_text(state, &c.played),
        Answer::Cancel(i) => {
            let x = c.presented[usize::from(i)];
            format!("the cancel ability of {} presented by {}", state.name_of(&x.source), x.master)
        }
    };
    format!("Present the cancel ability of {name} against {against}")
}
