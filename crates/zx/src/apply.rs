//! The single write entry for answers: an offered [`Choice`] of a decision becomes mutations and
//! the steps that follow it.

use crate::battle;
use crate::play;
use crate::rules;
use crate::state::markers::ObjectAsk;
use crate::state::{Choice, DecisionKind, Origin, Playing, ResourceCard, Step, Target, TurnStep, ZxState};
use fuda_kernel::{ObjectId, Seat};

/// Applies `choice`, offered to `seat` for a decision of kind `kind`.
pub fn choice(state: &mut ZxState, seat: Seat, kind: DecisionKind, choice: Choice) {
    if matches!(kind, DecisionKind::Main | DecisionKind::BattleEvents) {
        crate::loops::remember(state, choice);
    }
    match (kind, choice) {
        (DecisionKind::Mulligan, Choice::Mulligan) => mulligan(state, seat),
        (DecisionKind::Mulligan, _) => state.note(rules::MULLIGAN, |_| format!("{seat} keeps their hand")),
        (DecisionKind::ResourcePlace, Choice::ToResource(id)) => {
            let card = take_from_hand(state, seat, id);
            let card = state.renew(card);
            state.player_mut(seat).resource.push(ResourceCard { card, sleeping: false });
            let (lki, zone) = (crate::lki::Lki::of_card(card), crate::cards::ast::condition::Zone::Resource);
            crate::triggers::moved(state, lki, zone, Some(crate::cards::ast::condition::Zone::Hand));
            state.note(rules::RESOURCE_PLACE, |s| format!("{seat} puts {} into Resource in Reboot", s.name_of(&card)));
            next_with_ppp(state, TurnStep::IgnitionStart);
        }
        (DecisionKind::ResourcePlace, _) => next_with_ppp(state, TurnStep::IgnitionStart),
        (DecisionKind::IgnitionChoice, Choice::Ignite(id)) => {
            let p = state.player_mut(seat);
            let at = p.charge.iter().position(|c| c.id == id).expect("an offered Charge card");
            let card = p.charge.remove(at);
            let card = state.renew(card);
            state.player_mut(card.owner).trash.push(card);
            crate::triggers::moved(
                state,
                crate::lki::Lki::of_card(card),
                crate::cards::ast::condition::Zone::Trash,
                Some(crate::cards::ast::condition::Zone::Charge),
            );
            state.note(rules::IGNITION, |s| {
                format!("{seat} ignites: {} goes from Charge to the trash", s.name_of(&card))
            });
            // 505.4–505.5: PPP, then choose again.
            next_with_ppp(state, TurnStep::IgnitionChoice);
            state.steps.push(Step::Reveal(seat));
        }
        (DecisionKind::IgnitionChoice, _) => {
            state.note(rules::IGNITION_AGAIN, |_| format!("{seat} passes: the main phase"));
            state.steps.push(Step::Turn(TurnStep::MainStart));
        }
        (DecisionKind::FreePlay { card, origin }, Choice::PlayFree) => {
            let c = revealed_card(state, seat, card, origin);
            play::start(state, Playing { card, seat, origin, free: true, square: None }, c);
        }
        (DecisionKind::FreePlay { card, origin }, _) => play::decline_free(state, seat, card, origin),
        (DecisionKind::Main, Choice::Play(id)) => {
            next_with_ppp(state, TurnStep::Main);
            let c = *state.player(seat).hand.iter().find(|c| c.id == id).expect("an offered hand card");
            play::start(state, Playing { card: id, seat, origin: Origin::Hand, free: false, square: None }, c);
        }
        (DecisionKind::Main, Choice::PlayExtra(id)) => {
            next_with_ppp(state, TurnStep::Main);
            play_extra(state, seat, id);
        }
        (DecisionKind::Main, Choice::Activate { unit, index }) => {
            next_with_ppp(state, TurnStep::Main);
            crate::costs::activated::activate(state, seat, unit, index);
        }
        (DecisionKind::Main, Choice::Keyword(k)) => {
            next_with_ppp(state, TurnStep::Main);
            crate::keywords::play(state, seat, k);
        }
        (DecisionKind::Main, Choice::AttackWith(id)) => {
            let options = battle::targets(state, id);
            state.ask(seat, DecisionKind::AttackTarget(id), options);
        }
        (DecisionKind::Main | DecisionKind::Loop, Choice::Loop(c)) => crate::proposals::answer(state, seat, c),
        (DecisionKind::Main, Choice::Raid(id)) => {
            next_with_ppp(state, TurnStep::Main);
            crate::keywords::raid::activate(state, seat, id);
        }
        (DecisionKind::Main, _) => {
            state.note(rules::MAIN_AGAIN, |_| format!("{seat} passes: the end phase"));
            state.steps.push(Step::Turn(TurnStep::EndStart));
        }
        (DecisionKind::Square(playing), Choice::Square(square)) => {
            state.steps.push(Step::Pay(Playing { square: Some(square), ..playing }));
        }
        (DecisionKind::Pay { playing, mut chosen }, Choice::PayWith(id)) => {
            chosen.push(id);
            play::choose_payment(state, playing, chosen);
        }
        (DecisionKind::AttackTarget(attacker), Choice::AttackUnit(t)) => {
            battle::declare(state, attacker, Target::Unit(t));
        }
        (DecisionKind::AttackTarget(attacker), _) => {
            battle::declare(state, attacker, Target::Player(ZxState::opponent(seat)));
        }
        (DecisionKind::BattleEvents, Choice::Play(id)) => {
            battle::pass(state, seat);
            state.battle.as_mut().expect("in a battle").passes = 0;
            let c = *state.player(seat).hand.iter().find(|c| c.id == id).expect("an offered hand card");
            play::start(state, Playing { card: id, seat, origin: Origin::Hand, free: false, square: None }, c);
        }
        (DecisionKind::BattleEvents, Choice::PlayExtra(id)) => {
            battle::pass(state, seat);
            state.battle.as_mut().expect("in a battle").passes = 0;
            play_extra(state, seat, id);
        }
        (DecisionKind::BattleEvents, Choice::Activate { unit, index }) => {
            battle::pass(state, seat);
            state.battle.as_mut().expect("in a battle").passes = 0;
            crate::costs::activated::activate(state, seat, unit, index);
        }
        (DecisionKind::BattleEvents, Choice::Keyword(k)) => {
            battle::pass(state, seat);
            state.battle.as_mut().expect("in a battle").passes = 0;
            crate::keywords::play(state, seat, k);
        }
        (DecisionKind::BattleEvents, _) => {
            state.note(rules::EVENT_STEP, |_| format!("{seat} passes"));
            battle::pass(state, seat);
        }
        (DecisionKind::DamageLife(damaged), Choice::LifeCard(i)) => {
            let life = &state.player(damaged).life;
            let card = life[life.len() - 1 - usize::from(i)];
            state.revealed = Some(card.id);
            state.note(rules::LIFE_CHOSEN, |s| {
                format!("{seat} chooses {damaged}'s Life card {}: {}", i + 1, s.name_of(&card))
            });
            play::offer_free_play(state, damaged, card, Origin::Life);
        }
        (DecisionKind::ReloadLife(reloader), Choice::LifeCard(i)) => {
            let life = &mut state.player_mut(reloader).life;
            let at = life.len() - 1 - usize::from(i);
            let card = life.remove(at);
            let card = state.renew(card);
            state.player_mut(card.owner).charge.push(card);
            crate::triggers::moved(
                state,
                crate::lki::Lki::of_card(card),
                crate::cards::ast::condition::Zone::Charge,
                Some(crate::cards::ast::condition::Zone::Life),
            );
            state.note(rules::RELOAD, |s| {
                format!("{seat} moves {}'s Life card {} to Charge", reloader, s.name_of(&card))
            });
        }
        (DecisionKind::Overflow { seat: whose, mut chosen }, Choice::TrashCard(id)) => {
            chosen.push(id);
            crate::rule_effects::overflow_choice(state, whose, chosen);
        }
        (DecisionKind::HandLimit(mut chosen), Choice::TrashCard(id)) => {
            chosen.push(id);
            crate::turn::hand_limit(state, chosen);
        }
        (DecisionKind::TriggerOrder, Choice::Trigger(at)) => {
            state.steps.push(Step::Ppp);
            crate::abilities::play_triggered(state, at);
        }
        (DecisionKind::Pick(pick), choice) => crate::actions::pick::answer(state, *pick, choice),
        (DecisionKind::Keyword(k), choice) => crate::keywords::answer(state, seat, k, choice),
        (DecisionKind::Unison { zx, pl_ex }, Choice::Square(square)) => {
            crate::extra::unison::appear(state, seat, zx, pl_ex, square);
        }
        (DecisionKind::Igob { top, bottom }, Choice::Square(square)) => {
            crate::extra::overboost::appear(state, seat, top, bottom, square);
        }
        (DecisionKind::Objects(ObjectAsk::Break(ask)), choice) => {
            crate::keywords::breaks::answer(state, seat, *ask, choice)
        }
        (DecisionKind::Objects(ask), choice) => crate::objects::answer(state, seat, ask, choice),
        (DecisionKind::UnisonHand { pl_ex }, Choice::Target(zx)) => {
            crate::extra::unison::chosen(state, seat, zx, pl_ex)
        }
        (DecisionKind::Each(pick), choice) => crate::actions::each::answer(state, *pick, choice),
        (DecisionKind::PlayCost(ask), choice) => crate::costs::answer(state, *ask, choice),
        (kind, choice) => unreachable!("{choice:?} is never offered for {kind:?}"),
    }
}

/// Starts playing the Dynamis card `id` (506.2, 603.1b), counting it against its limit; a Shift
/// costs nothing (806.1f names no resource cost for it).
fn play_extra(state: &mut ZxState, seat: Seat, id: ObjectId) {
    crate::extra::mark_played(state, seat, id);
    let c = state.player(seat).dynamis.iter().find(|d| d.card.id == id).expect("an offered Dynamis card").card;
    let free = state.def(&c).kind == crate::cards::CardType::Shift;
    play::start(state, Playing { card: id, seat, origin: Origin::Dynamis, free, square: None }, c);
}

/// Pushes the turn step `next` and a PPP before it.
fn next_with_ppp(state: &mut ZxState, next: TurnStep) {
    state.steps.push(Step::Turn(next));
    state.steps.push(Step::Ppp);
}

fn take_from_hand(state: &mut ZxState, seat: Seat, id: ObjectId) -> crate::cards::Card {
    let hand = &mut state.player_mut(seat).hand;
    let at = hand.iter().position(|c| c.id == id).expect("an offered hand card");
    hand.remove(at)
}

/// The revealed card a free play names.
fn revealed_card(state: &ZxState, seat: Seat, id: ObjectId, origin: Origin) -> crate::cards::Card {
    let p = state.player(seat);
    let zone = match origin {
        Origin::Ignition | Origin::Deck => &p.deck,
        Origin::Life => &p.life,
        Origin::Hand => &p.hand,
        Origin::Dynamis => unreachable!("a Dynamis card is never revealed for a free play"),
    };
    *zone.iter().find(|c| c.id == id).expect("the revealed card is where it was revealed")
}

/// 402.1k: the hand goes back into the deck, which is shuffled, and the top 4 come to the hand.
fn mulligan(state: &mut ZxState, seat: Seat) {
    let hand = std::mem::take(&mut state.player_mut(seat).hand);
    for c in hand {
        let c = state.renew(c);
        state.player_mut(seat).deck.push(c);
    }
    let mut deck = std::mem::take(&mut state.player_mut(seat).deck);
    state.rng.shuffle(&mut deck);
    for _ in 0..4 {
        if let Some(c) = deck.pop() {
            let c = state.renew(c);
            state.player_mut(seat).hand.push(c);
        }
    }
    state.player_mut(seat).deck = deck;
    state.note(rules::MULLIGAN, |_| format!("{seat} mulligans: the hand is shuffled into the deck and 4 cards taken"));
}
