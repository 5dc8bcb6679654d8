//! Running an effect's processes in text order (1205.1), pausing where a process asks its
//! controller to choose on resolution: recovering (1319), discarding (1309), ambushing (1314)
//! and costs paid on resolution (1203.6/7). A target chosen at entry is checked once, when the
//! effect starts: what is done to an illegal target is skipped, the rest still happens (1205.1a).

use crate::cards::Card;
use crate::cards::ast::{Action, AmbushZone, Effect};
use crate::cards::lang::{Zone, slot};
use crate::damage;
use crate::effects_lang::{add_outcome, amount, outcome, put_into_hand, remember, scope};
use crate::eval::Scope;
use crate::legal;
use crate::rules;
use crate::state::{
    Choice, Chosen, DecisionKind, Delayed, Lasting, NsState, PendingDecision, StatChange, Step, TargetRef, Until,
};
use fuda_kernel::lang::{Bindings, Bound, Slot};
use fuda_kernel::lki::LastKnown;
use fuda_kernel::{ObjectId, Seat};

/// An effect being carried out: the state's step holds it ([`Step::Effect`]).
pub use crate::state::steps::Running;

/// The card an effect comes from, named for the log (1216).
pub struct Origin<'a> {
    /// The card with the ability or kotodama text, and its definition.
    pub card: (ObjectId, crate::cards::CardIdx),
    /// Its name.
    pub name: &'a str,
}

/// Starts an effect: checks its target (1205.1a) and schedules its processes.
pub fn start(state: &mut NsState, effect: &Effect, controller: Seat, chosen: &Chosen, origin: Origin) {
    let source = origin.name;
    if let Some(cond) = &effect.cond {
        let (bindings, known) = (Bindings::default(), LastKnown::default());
        let scope = Scope { state, me: controller, this: origin.card.0, bindings: &bindings, known: &known };
        if !scope.holds(cond) {
            state.note(rules::RESOLVE, |_| {
                format!("{source}'s condition does not hold as it resolves: nothing happens")
            });
            return;
        }
        state.note(rules::RESOLVE, |_| format!("{source}'s condition holds as it resolves"));
    }
    let (targets, shares) = (&chosen.targets, &chosen.shares);
    let mut legal_shares = Vec::new();
    let legal: Vec<ObjectId> = targets
        .iter()
        .enumerate()
        .filter_map(|(i, t)| {
            let id = match (&effect.target, *t) {
                (Some(spec), TargetRef::Character(id)) => {
                    legal::is_legal_target(state, controller, spec, id, origin.card.0).then_some(id)
                }
                (Some(spec), TargetRef::SpaceCard(id)) => {
                    legal::is_legal_space_target(state, controller, spec, id, origin.card.0).then_some(id)
                }
                (None, _) => None,
            }?;
            if let Some(n) = shares.get(i) {
                legal_shares.push((id, *n));
            }
            Some(id)
        })
        .collect();
    if legal.len() < targets.len() {
        state.note(rules::RESOLVE_TARGETS, |_| {
            "the target is no longer legal: what is done to it is skipped".to_string()
        });
    }
    state.note(rules::EFFECT_SOURCE, |_| format!("the effect of {source}'s ability starts (its source: that ability)"));
    let mut bindings = Bindings::default();
    bindings.set(Slot::new(slot::TARGET), Bound::Objects(legal.clone()));
    let mut known = LastKnown::default();
    if let Some(that) = chosen.that {
        bindings.set(Slot::new(slot::THAT), Bound::Objects(vec![that]));
        if let Some(n) = chosen.that_known {
            known.record(that, n);
        }
    }
    let r = Running {
        bindings,
        known,
        acting: None,
        actions: effect.actions.clone(),
        pc: 0,
        done: 0,
        controller,
        targets: legal,
        shares: legal_shares,
        picked: None,
        zone_cards: legal::zone_targets(effect)
            .into_iter()
            .enumerate()
            .map(|(k, (at, _))| (at, chosen.zone_cards.get(k).copied()))
            .collect(),
        target: None,
        source: source.into(),
        source_card: origin.card,
    };
    state.steps.push(Step::Effect(r));
}

pub(crate) enum Flow {
    Next,
    Wait(Vec<Choice>),
    /// A choice of another player than the controller: an owner ordering their cards (302.4).
    WaitFor(Seat, Vec<Choice>),
    /// The process is done, but the event it caused waits for a replacement choice (1214.2).
    Replacing(crate::replace::Pending),
}

/// Carries out processes until one asks for a choice or none is left.
pub fn run(state: &mut NsState, mut r: Running) {
    while let Some(action) = r.actions.get(r.pc).cloned() {
        // それら: a process done "to them" is done to each target in turn.
        // `done` counts the targets already handled, in case one waits on a replacement.
        if action.per_target() {
            while let Some(&id) = r.targets.get(usize::from(r.done)) {
                r.target = Some(id);
                r.done += 1;
                remember(state, &mut r, id);
                if let Flow::Replacing(p) = exec(state, &mut r, &action) {
                    r.target = None;
                    state.steps.push(Step::Effect(r));
                    crate::replace::ask(state, p);
                    return;
                }
            }
            r.target = None;
            let acted = r.targets.clone();
            outcome(&mut r, Bound::Objects(acted));
            r.pc += 1;
            r.done = 0;
            continue;
        }
        match exec(state, &mut r, &action) {
            Flow::Next => {
                r.pc += 1;
                r.done = 0;
            }
            Flow::Replacing(p) => {
                r.pc += 1;
                r.done = 0;
                state.steps.push(Step::Effect(r));
                crate::replace::ask(state, p);
                return;
            }
            Flow::Wait(options) => {
                let seat = r.acting.unwrap_or(r.controller);
                state.steps.push(Step::Effect(r));
                state.decision = Some(PendingDecision { seat, kind: DecisionKind::Effect, options });
                return;
            }
            Flow::WaitFor(seat, options) => {
                state.steps.push(Step::Effect(r));
                state.decision = Some(PendingDecision { seat, kind: DecisionKind::Effect, options });
                return;
            }
        }
    }
    // 1306.1: what the effect revealed stays revealed only until the effect ends.
    if !state.revealed.is_empty() {
        state.revealed.clear();
        state.note(rules::REVEAL, |_| "the effect ends: the revealed cards are hidden again".to_string());
    }
}

pub(crate) fn exec(state: &mut NsState, r: &mut Running, action: &Action) -> Flow {
    let me = r.acting.unwrap_or(r.controller);
    let opponent = NsState::opponent(me);
    let source = r.source.clone();
    match (action, r.target) {
        (Action::Draw(n), _) => {
            let n = amount(state, r, n);
            let before = state.player(me).hand.len();
            damage::draw(state, me, u8::try_from(n).unwrap_or(u8::MAX));
            state.note(rules::DRAW, |_| format!("{me} draws {n}"));
            let drawn = state.player(me).hand.len().saturating_sub(before);
            let drawn = state.player(me).hand.iter().rev().take(drawn).map(|c| c.id).collect();
            outcome(r, Bound::Objects(drawn));
        }
        (Action::DamageOpponent(n), _) => {
            let n = amount(state, r, n);
            damage::to_player(state, opponent, n, &source);
        }
        (Action::DamageYou(n), _) => {
            let n = amount(state, r, n);
            damage::to_player(state, me, n, &source);
        }
        (Action::If(step), _) => crate::effects_lang::if_step(state, r, step),
        (Action::Bind(name), _) => crate::effects_lang::bind(r, name),
        (Action::On(on), _) => return crate::effects_lang::on_slot(state, r, on),
        (Action::Choose(pick) | Action::PutIntoHand(pick) | Action::OjigiCards(pick), _) => {
            return crate::effects_lang::pick(state, r, pick);
        }
        (Action::DamageChosen(d), _) => return crate::effects_lang::pick(state, r, &d.pick()),
        (Action::PayEther(n), _) => return crate::effects_lang::pay_ether(state, r, *n),
        (Action::EachPlayer(actions), _) => crate::effects_lang::each_player(state, r, actions),
        (Action::ActAs(seat), _) => r.acting = *seat,
        (Action::Mill(m), _) => crate::effects_lang::mill(state, r, m),
        (Action::Recover(n), _) => {
            if r.done == 0 {
                outcome(r, Bound::NotDone);
            }
            if r.done < *n && !state.player(me).damage_zone.is_empty() {
                return Flow::Wait(
                    state.player(me).damage_zone.iter().map(|d| Choice::RecoverCard(d.card.id)).collect(),
                );
            }
        }
        (Action::Discard(n), _) => {
            if r.done == 0 {
                outcome(r, Bound::NotDone);
            }
            // The card being entered does not pay for itself (rulings).
            let hand: Vec<Choice> = state
                .player(me)
                .hand
                .iter()
                .filter(|c| c.id != r.source_card.0)
                .map(|c| Choice::DiscardCard(c.id))
                .collect();
            if r.done < *n && !hand.is_empty() {
                return Flow::Wait(hand);
            }
        }
        (Action::Jitsu(n), _) => {
            let p = state.player_mut(me);
            if p.damage_zone.iter().filter(|d| d.face_up).count() >= usize::from(*n) {
                p.damage_zone.iter_mut().filter(|d| d.face_up).take(usize::from(*n)).for_each(|d| d.face_up = false);
                state.note(rules::JITSU, |_| format!("Jitsu: {me} turns {n} Damage-zone card(s) face down"));
            } else {
                state.note(rules::JITSU, |_| format!("{me} has fewer than {n} face-up Damage-zone cards: no Jitsu"));
            }
        }
        (Action::Ambush(from), _) => {
            // 1204.2e: a card of a public zone was chosen at entry; it is taken if it is still
            // there and still meets the conditions, else nothing happens (1205.1a).
            if let Some(&(_, chosen)) = r.zone_cards.iter().find(|(at, _)| *at == r.pc) {
                match chosen.filter(|id| legal::ambush_candidates(state, me, from, r.source_card.0).contains(id)) {
                    Some(id) => {
                        let arrived = ambush(state, me, id);
                        outcome(r, Bound::Objects(arrived.into_iter().collect()));
                    }
                    None => {
                        outcome(r, Bound::NotDone);
                        state.note(rules::RESOLVE_TARGETS, |_| {
                            "the card chosen at entry is no longer a legal target: nothing is ambushed".to_string()
                        });
                    }
                }
            } else if r.done == 0 {
                outcome(r, Bound::NotDone);
                let candidates = legal::ambush_candidates(state, me, from, r.source_card.0);
                if !candidates.is_empty() {
                    let mut options: Vec<Choice> = candidates.into_iter().map(Choice::AmbushCard).collect();
                    // 1307.2: in a zone hidden from the opponent the chooser may fail to find.
                    if from.zone == AmbushZone::Hand {
                        options.push(Choice::FailToFind);
                    }
                    return Flow::Wait(options);
                }
            }
        }
        (Action::Search(x), _) => {
            if r.done == 0 {
                outcome(r, Bound::NotDone);
            }
            if r.done < x.count {
                // 「コストの合計がN以下」: what is left of the total after the cards found so far.
                let spent: u32 = if r.done == 0 {
                    0
                } else {
                    let found =
                        r.bindings.get(&Slot::new(Slot::PREVIOUS)).map(|b| b.objects().to_vec()).unwrap_or_default();
                    state
                        .all_cards()
                        .iter()
                        .filter(|c| found.contains(&c.id))
                        .map(|c| u32::from(state.def(c).cost))
                        .sum()
                };
                let found: Vec<Choice> = state
                    .player(me)
                    .deck
                    .iter()
                    .rev()
                    .filter(|c| {
                        // 1210.2: a card in the deck is read from its printed information.
                        x.total_cost.is_none_or(|t| spent + u32::from(state.def(c).cost) <= u32::from(t))
                            && crate::effects_lang::scope(state, r).card_matches(c.id, &x.which)
                    })
                    .map(|c| Choice::FoundCard(c.id))
                    .collect();
                // 1307.2: the deck is hidden from the opponent, so the chooser may fail to find.
                let mut options = found;
                options.push(Choice::FailToFind);
                return Flow::Wait(options);
            }
            // 1316: the deck is shuffled once the search is done.
            let mut deck = std::mem::take(&mut state.player_mut(me).deck);
            state.rng.shuffle(&mut deck);
            state.player_mut(me).deck = deck;
            state.note(rules::SHUFFLE, |_| format!("{me} shuffles their deck"));
        }
        (Action::PutOnDeck, _) => {
            // The targets still on the field, each owner's in turn; an owner with several
            // chooses their order one card at a time (302.4).
            for owner in [Seat(0), Seat(1)] {
                let mine: Vec<ObjectId> = r
                    .targets
                    .iter()
                    .copied()
                    .filter(|id| state.character(*id).is_some_and(|(_, c)| c.card.owner == owner))
                    .collect();
                match mine.as_slice() {
                    [] => {}
                    [one] => put_on_deck(state, *one),
                    several => return Flow::WaitFor(owner, several.iter().map(|id| Choice::ToDeck(*id)).collect()),
                }
            }
        }
        (Action::AtTurnEnd(actions), _) => {
            let id = state.delayed.iter().map(|d| d.id + 1).max().unwrap_or(0);
            let targets: Vec<Option<ObjectId>> =
                if r.targets.is_empty() { vec![None] } else { r.targets.iter().copied().map(Some).collect() };
            let (card, def) = r.source_card;
            for (i, target) in targets.into_iter().enumerate() {
                state.delayed.push(Delayed {
                    id: id + u16::try_from(i).unwrap_or(0),
                    controller: me,
                    card,
                    def,
                    target,
                    actions: actions.clone(),
                    fired: false,
                    turn: state.turn,
                });
            }
            state.note(rules::DELAYED_TRIGGER, |_| format!("{source}'s effect makes an ability for this turn's end"));
        }
        (Action::Reveal(x), _) => {
            if r.done == 0 {
                let options: Vec<Choice> = state
                    .player(me)
                    .hand
                    .iter()
                    .filter(|c| crate::effects_lang::scope(state, r).card_matches(c.id, &x.which))
                    .map(|c| Choice::RevealCard(c.id))
                    .collect();
                if !options.is_empty() {
                    return Flow::Wait(options);
                }
                state.note(rules::REVEAL, |_| format!("{me} has no such card to reveal"));
                outcome(r, Bound::NotDone);
            }
        }
        (Action::ChooseThen { target, actions }, _) => match (r.done, r.picked) {
            (0, _) => {
                let options: Vec<Choice> =
                    legal::legal_targets(state, me, target, r.source_card.0).into_iter().map(Choice::Target).collect();
                if !options.is_empty() {
                    return Flow::Wait(options);
                }
                state.note(rules::TARGETS_LATER, |_| format!("{me} has nothing to choose now: nothing more happens"));
                outcome(r, Bound::NotDone);
            }
            (_, Some(id)) => {
                state.note(rules::TARGETS_LATER, |s| format!("{me} chooses {} on resolution", s.name_of_object(id)));
                let outer = r.target.replace(id);
                let mut waiting = None;
                // The card loader puts `kill` last, so nothing is left to do once it waits.
                for a in actions {
                    if let Flow::Replacing(p) = exec(state, r, a) {
                        waiting = Some(p);
                    }
                }
                r.target = outer;
                r.picked = None;
                if let Some(p) = waiting {
                    return Flow::Replacing(p);
                }
            }
            (_, None) => {}
        },
        (Action::May { cost, then }, _) => match r.done {
            0 if crate::costs::payable(state, me, cost, r.source_card.0) => {
                return Flow::Wait(vec![Choice::Accept, Choice::Decline]);
            }
            0 => {
                state
                    .note(rules::COST_ALL_OR_NOTHING, |_| format!("{me} cannot pay the cost in full: nothing happens"));
                outcome(r, Bound::NotDone);
            }
            1 => {
                let at = r.pc + 1;
                r.actions.splice(at..at, cost.iter().chain(then).cloned());
                let spliced = cost.len() + then.len();
                r.zone_cards.iter_mut().filter(|(i, _)| *i >= at).for_each(|(i, _)| *i += spliced);
            }
            _ => {}
        },
        (Action::Damage(n), Some(id)) => {
            let n = amount(state, r, n) + ability_bonus(state, r);
            state.note(rules::EFFECT_DAMAGE_SOURCE, |_| {
                format!("the damage's source is {source}, whose ability made it")
            });
            damage::to_character(state, id, n, dealer(r, &source));
        }
        (Action::Distribute(_), Some(id)) => {
            let n = r.shares.iter().find(|(t, _)| *t == id).map_or(0, |(_, n)| i32::from(*n));
            state.note(rules::DISTRIBUTE, |_| format!("{n} of the distributed damage, as fixed at entry"));
            damage::to_character(state, id, n, dealer(r, &source));
        }
        (Action::Kill, Some(id)) => {
            let cause = crate::replace::KillCause::Effect { source: r.source_card.0 };
            let event = crate::replace::Event::Kill { id, cause };
            if let Some(p) = crate::replace::happen(state, event) {
                return Flow::Replacing(p);
            }
        }
        (Action::ReturnToHand, Some(id)) => {
            if let Some(card) = damage::leave_field(state, id) {
                let card = state.renew(card);
                state.player_mut(card.owner).hand.push(card);
                state.note(rules::NEW_OBJECT, |s| format!("{} returns to its owner's hand", s.name_of(&card)));
            }
        }
        (Action::Counter, Some(id)) => {
            let at = state
                .space
                .iter()
                .position(|item| matches!(item, crate::state::SpaceItem::Card { card, .. } if card.id == id));
            if let Some(at) = at {
                if let crate::state::SpaceItem::Card { card, .. } = state.space.remove(at) {
                    let card = state.renew(card);
                    crate::events::to_ohigan(state, card);
                    state.note(rules::COUNTER, |s| format!("{} is countered and goes to Ohigan", s.name_of(&card)));
                }
            }
        }
        (Action::TakeControl, Some(id)) => {
            if state.character(id).is_some_and(|(owner, _)| owner != me) {
                move_field(state, id, me);
                if !state.borrowed.contains(&id) {
                    state.borrowed.push(id);
                }
                state.note(rules::CONTROL_CHANGE, |s| {
                    let name = s.character(id).map(|(_, c)| s.name_of(&c.card)).unwrap_or_default();
                    format!("{me} takes control of {name} this turn; it moves to {me}'s field")
                });
            }
        }
        (Action::Exclude, Some(id)) => {
            if let Some(card) = damage::leave_field(state, id) {
                let card = state.renew(card);
                state.player_mut(card.owner).exclusion.push(card);
                state.note(rules::EXCLUDE, |s| format!("{} is excluded", s.name_of(&card)));
            }
        }
        (Action::BuffAll(all), _) => {
            // 1213.6: the set is fixed now; characters arriving later are not affected.
            let scope = crate::effects_lang::scope(state, r);
            let seats = scope.seats(all.side);
            let ids: Vec<ObjectId> = [Seat(0), Seat(1)]
                .into_iter()
                .filter(|s| seats.contains(s))
                .flat_map(|s| state.player(s).field.iter())
                .filter(|c| scope.character_matches(c, &all.which))
                .map(|c| c.card.id)
                .collect();
            let (karate, durability) = (&all.karate, &all.durability);
            for id in &ids {
                let timestamp = state.clock.tick();
                state.lasting.push(Lasting {
                    target: *id,
                    change: StatChange::Add { karate: *karate, durability: *durability },
                    until: Until::ThisTurn,
                    timestamp,
                });
            }
            let n = ids.len();
            state.note(rules::LOCKED_SET, |_| format!("{n} character(s) get {karate:+}/{durability:+} this turn"));
        }
        (Action::Buff { karate, durability, until }, Some(id)) => {
            use crate::cards::ast::Duration;
            let (karate_amount, durability_amount) = (karate, durability);
            let timestamp = state.clock.tick();
            let until = match until {
                Duration::ThisTurn => Until::ThisTurn,
                Duration::ThisIkusa if state.aisatsu.is_none() => {
                    state.note(rules::ALREADY_EXPIRED, |_| {
                        "no ikusa is going on: an effect lasting this ikusa has already ended and does not start".into()
                    });
                    return Flow::Next;
                }
                Duration::ThisIkusa => Until::ThisIkusa,
                Duration::YourNextTurn => {
                    state.note(rules::LATER_TURN, |_| format!("it applies from the start of {me}'s next turn"));
                    Until::NextTurnOf(me)
                }
                Duration::OpponentsNextTurn => {
                    state.note(rules::LATER_TURN, |_| format!("it applies from the start of {opponent}'s next turn"));
                    Until::NextTurnOf(opponent)
                }
                Duration::Permanent => {
                    state.note(rules::PERMANENT, |_| "with no duration, it lasts for the rest of the game".into());
                    Until::Permanent
                }
            };
            // +X/+Y: worked out now (1304.3), and may be negative (a "-N").
            let (karate, durability) = {
                let sc = scope(state, r);
                (karate.eval(&sc), durability.eval(&sc))
            };
            if [&karate_amount, &durability_amount].iter().any(|a| a.as_num().is_none()) {
                state.note(rules::X_ON_RESOLUTION, |_| format!("X makes it {karate:+}/{durability:+}"));
            }
            let change = StatChange::Add { karate, durability };
            state.lasting.push(Lasting { target: id, change, until, timestamp });
            state.note(rules::BUFF, |s| format!("{} gets {karate:+}/{durability:+} this turn", s.name_of_object(id)));
        }
        (Action::Set { karate, durability }, Some(id)) => {
            let before = state.character(id).map(|(_, c)| crate::info::numbers(state, c));
            let timestamp = state.clock.tick();
            let change = StatChange::Set { karate: *karate, durability: *durability };
            state.lasting.push(Lasting { target: id, change, until: Until::ThisTurn, timestamp });
            state.note(rules::SET_VALUE, |s| {
                let k = karate.map(|k| format!(" Karate {k}")).unwrap_or_default();
                let d = durability.map(|d| format!(" durability {d}")).unwrap_or_default();
                format!("this turn {} has{k}{d}, whatever it had before", s.name_of_object(id))
            });
            let after = state.character(id).map(|(_, c)| crate::info::numbers(state, c));
            if let (Some((k0, _)), Some((k1, _))) = (before, after) {
                if k0 != k1 {
                    let how = if k1 > k0 { "increased" } else { "decreased" };
                    state.note(rules::CHANGED_VALUE, |_| format!("its Karate went from {k0} to {k1}: it {how}"));
                }
            }
        }
        (Action::Ojigi, Some(id)) => set_tapped(state, id, true),
        (Action::Untap, Some(id)) => set_tapped(state, id, false),
        (
            Action::Damage(_)
            | Action::Distribute(_)
            | Action::Kill
            | Action::ReturnToHand
            | Action::Exclude
            | Action::Counter
            | Action::TakeControl
            | Action::Buff { .. }
            | Action::Set { .. }
            | Action::Ojigi
            | Action::Untap,
            None,
        ) => {}
    }
    Flow::Next
}

/// 1216.3: damage an effect deals has as its source the card whose ability made it.
fn dealer<'a>(r: &Running, name: &'a str) -> damage::Dealer<'a> {
    damage::Dealer { name, source: r.source_card.0, ikusa: false }
}

/// 1326.1: a character whose ability deals damage deals its "N more" too.
fn ability_bonus(state: &mut NsState, r: &Running) -> i32 {
    let (source, _) = r.source_card;
    let bonus = state.character(source).map_or(0, |(_, c)| crate::info::more_damage(state, c));
    if bonus > 0 {
        state.note(rules::DAMAGE_INCREASE, |_| format!("the damage {} deals is {bonus} more", r.source));
    }
    bonus
}

/// A character goes on top of its owner's deck (302.5), a new object (302.3).
fn put_on_deck(state: &mut NsState, id: ObjectId) {
    let Some(card) = damage::leave_field(state, id) else { return };
    let card = state.renew(card);
    state.player_mut(card.owner).deck.push(card);
    state.note(rules::ORDER_OF_ARRIVALS, |s| format!("{} goes on top of its owner's deck", s.name_of(&card)));
}

/// Moves a character to `to`'s field as the same object (302.3b): damage, orientation and the
/// effects on it stay.
pub fn move_field(state: &mut NsState, id: ObjectId, to: Seat) {
    let Some((from, _)) = state.character(id) else { return };
    if from == to {
        return;
    }
    let field = &mut state.player_mut(from).field;
    let Some(pos) = field.iter().position(|c| c.card.id == id) else { return };
    let c = field.remove(pos);
    state.player_mut(to).field.push(c);
}

/// オジギする / アンタイ・オジギする (1310): a card already in that state does not "become" it
/// (104.3).
fn set_tapped(state: &mut NsState, id: ObjectId, tapped: bool) {
    // An Ether-zone card chosen by an effect has an orientation too (303.1).
    if let Some(e) = state.players.iter_mut().flat_map(|p| p.ether.iter_mut()).find(|e| e.card.id == id) {
        if e.tapped != tapped {
            e.tapped = tapped;
            let card = e.card;
            let what = if tapped { "is tapped" } else { "is untapped" };
            state.note(rules::UNTAP_CARD, |s| format!("{} in the Ether zone {what}", s.name_of(&card)));
        }
        return;
    }
    let Some(c) = state.character_mut(id) else { return };
    if c.tapped == tapped {
        state.note(rules::SAME_STATE, |_| "it is already in that state".to_string());
        return;
    }
    c.tapped = tapped;
    let card = c.card;
    let (rule, what) = if tapped { (rules::OJIGI, "bows") } else { (rules::UNTAP_CARD, "is untapped") };
    state.note(rule, |s| format!("{} {what}", s.name_of(&card)));
    crate::triggers::orientation_changed(state, id, tapped);
}

/// アンブッシュ (1314): the card goes onto its owner's field; from the Ether zone it keeps its
/// orientation (1314.1b), from elsewhere it is untapped. It appears (1315.1); it is not entered.
fn ambush(state: &mut NsState, seat: Seat, id: ObjectId) -> Option<ObjectId> {
    let p = state.player_mut(seat);
    let (card, tapped, from) = if let Some(pos) = p.ohigan.iter().position(|c| c.id == id) {
        (p.ohigan.remove(pos), false, Zone::Ohigan)
    } else if let Some(pos) = p.hand.iter().position(|c| c.id == id) {
        (p.hand.remove(pos), false, Zone::Hand)
    } else if let Some(pos) = p.ether.iter().position(|e| e.card.id == id) {
        let e = p.ether.remove(pos);
        (e.card, e.tapped, Zone::Ether)
    } else {
        return None;
    };
    Some(put_ambushed(state, seat, card, tapped, from))
}

/// The card, already out of its zone, goes onto the field and appears (1314.1, 1315.1).
fn put_ambushed(state: &mut NsState, seat: Seat, card: Card, tapped: bool, from: Zone) -> ObjectId {
    let card = state.renew(card);
    state.arrive(seat, card, tapped);
    state.note(rules::AMBUSH, |s| format!("{seat} ambushes {}", s.name_of(&card)));
    crate::triggers::fire(state, &card, seat, crate::cards::ast::Trigger::Appears);
    crate::events::offer(state, crate::events::Happened::Appears(card.id, Some(from)));
    card.id
}

/// The answer to a choice inside an effect.
pub fn answer(state: &mut NsState, choice: Choice) {
    let Some(Step::Effect(mut r)) = state.steps.pop() else { return };
    let me = r.acting.unwrap_or(r.controller);
    match choice {
        Choice::RecoverCard(id) => {
            let zone = &mut state.player_mut(me).damage_zone;
            if let Some(pos) = zone.iter().position(|d| d.card.id == id) {
                let card = zone.remove(pos).card;
                let card = state.renew(card);
                crate::events::to_ohigan(state, card);
                state.note(rules::RECOVER, |s| format!("{me} recovers: {} goes to Ohigan", s.name_of(&card)));
                add_outcome(&mut r, card.id);
            }
            r.done += 1;
        }
        Choice::DiscardCard(id) => {
            add_outcome(&mut r, id);
            r.done += 1;
            if let Some(p) = crate::replace::happen(state, crate::replace::Event::Discard { seat: me, card: id }) {
                state.steps.push(Step::Effect(r));
                crate::replace::ask(state, p);
                return;
            }
        }
        Choice::AmbushCard(id) => {
            let arrived = ambush(state, me, id);
            r.done = 1;
            outcome(&mut r, Bound::Objects(arrived.into_iter().collect()));
        }
        Choice::FoundCard(id)
            if matches!(
                r.actions.get(r.pc),
                Some(Action::Choose(_) | Action::PutIntoHand(_) | Action::OjigiCards(_) | Action::DamageChosen(_))
            ) =>
        {
            let into_hand = matches!(r.actions.get(r.pc), Some(Action::PutIntoHand(_)));
            let id = if into_hand { put_into_hand(state, me, id).unwrap_or(id) } else { id };
            if let Some(Action::DamageChosen(d)) = r.actions.get(r.pc) {
                // 1216.3: from the card whose text it is; a cost is no ability's effect, so no
                // "deals N more" (1326.1) adds to it (rulings).
                let (n, name) = (i32::from(d.amount), r.source.clone());
                state.note(rules::EFFECT_DAMAGE_SOURCE, |_| format!("the damage's source is {name}"));
                damage::to_character(state, id, n, dealer(&r, &name));
            } else if matches!(r.actions.get(r.pc), Some(Action::OjigiCards(_))) {
                set_tapped(state, id, true);
            } else if !into_hand {
                state.note(rules::TARGETS_LATER, |s| {
                    format!(
                        "{me} chooses {}",
                        s.all_cards().iter().find(|c| c.id == id).map(|c| s.name_of(c)).unwrap_or_default()
                    )
                });
            }
            add_outcome(&mut r, id);
            r.done += 1;
        }
        Choice::FailToFind if matches!(r.actions.get(r.pc), Some(Action::Choose(_) | Action::PutIntoHand(_))) => {
            state.note(rules::DO_WHAT_YOU_CAN, |_| format!("{me} chooses no more"));
            r.done = u8::MAX;
        }
        Choice::PayWith(id) => {
            crate::entry::tap_ether(state, me, id);
            add_outcome(&mut r, id);
            r.done += 1;
        }
        Choice::FoundCard(id) => {
            let to = match r.actions.get(r.pc) {
                Some(Action::Search(x)) => x.to,
                _ => crate::cards::ast::SearchTo::Hand,
            };
            let deck = &mut state.player_mut(me).deck;
            if let Some(pos) = deck.iter().position(|c| c.id == id) {
                let card = deck.remove(pos);
                state.note(rules::SEARCH_REVEAL, |s| format!("{me} finds and reveals {}", s.name_of(&card)));
                let found = match to {
                    crate::cards::ast::SearchTo::Hand => {
                        let card = state.renew(card);
                        state.player_mut(me).hand.push(card);
                        card.id
                    }
                    crate::cards::ast::SearchTo::Ambush => put_ambushed(state, me, card, false, Zone::Deck),
                };
                add_outcome(&mut r, found);
            }
            r.done += 1;
        }
        Choice::FailToFind => {
            if r.done == 0 {
                state.note(rules::FAIL_TO_FIND, |_| format!("{me} finds nothing"));
                outcome(&mut r, Bound::NotDone);
            } else {
                state.note(rules::FAIL_TO_FIND, |_| format!("{me} finds nothing more"));
            }
            r.done = u8::MAX;
        }
        Choice::Target(id) => {
            r.picked = Some(id);
            r.done = 1;
            outcome(&mut r, Bound::Objects(vec![id]));
        }
        Choice::ToDeck(id) => put_on_deck(state, id),
        Choice::RevealCard(id) => {
            let name = state.player(me).hand.iter().find(|c| c.id == id).map(|c| state.name_of(c)).unwrap_or_default();
            if state.revealed.contains(&id) {
                state.note(rules::NO_REREVEAL, |_| format!("{name} is already revealed: it is not revealed again"));
            } else {
                state.revealed.push(id);
                state.note(rules::REVEAL, |_| format!("{me} reveals {name} from the hand until the effect ends"));
            }
            r.done = 1;
            outcome(&mut r, Bound::Objects(vec![id]));
        }
        Choice::Accept => {
            r.done = 1;
            outcome(&mut r, Bound::Number(1));
        }
        Choice::Decline => {
            state.note(rules::COST_ON_RESOLUTION, |_| format!("{me} does not pay: nothing happens"));
            r.done = 2;
            outcome(&mut r, Bound::NotDone);
        }
        _ => {}
    }
    // A finished choice moves on; one that needs more picks asks again.
    state.steps.push(Step::Effect(r));
}

/// What follows a kotodama's effect: it goes to its owner's Ohigan (1205.1c-2).
pub fn kotodama_done(state: &mut NsState, card: Card) {
    crate::events::to_ohigan(state, card);
}
