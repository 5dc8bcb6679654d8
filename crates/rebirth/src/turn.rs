//! The turn (7): standby (7.2), energy (7.3), main (7.4) and end (7.6) phases; paying energy
//! (5.14.1) and playing a character (9.7.2, 9.7.4.1). The attack phase is [`crate::attack`].

use crate::abilities::events;
use crate::cards::Card;
use crate::cards::ability::{Event, EventKind, PhasePoint, Zone};
use crate::moves::{self, renew};
use crate::rules;
use crate::state::{Choice, DecisionKind, Destination, EnergyCard, Phase, Play, RebirthState, Step, distinct};
use fuda_kernel::Seat;

/// 7.2: stand the turn player's cards and draw (7.2.1), then a check timing (7.2.3).
pub fn standby(state: &mut RebirthState) {
    state.phase = Phase::Standby;
    // 12.5.7.2.1: in the team formats every player of the turn team, together.
    for seat in state.turn_team() {
        state.had_turn = state.had_turn.with(seat);
        state.note(rules::PHASES, |s| format!("turn {}: {seat}'s standby phase", s.turn));
        let p = state.player_mut(seat);
        let mut stood: Vec<Card> = Vec::new();
        for c in p.entry.iter_mut().chain(p.members.iter_mut().flatten()) {
            if c.rested {
                stood.push(c.card);
            }
            c.rested = false;
        }
        for e in &mut p.energy {
            if e.rested {
                stood.push(e.card);
            }
            e.rested = false;
        }
        state.note(rules::STAND_ALL, |_| format!("{seat} stands the cards of the entry, members and energy"));
        // 7.2.1, 5.3.1: each rested card stands, which 「スタンドした時」 abilities wait for; a card
        // standing already is not stood again (1.3.2.1). They are played at the check timing
        // (7.2.3), after the draw done together with the stand.
        for card in stood {
            events::raise(state, Event { card: Some(card), before: None, seat, kinds: vec![EventKind::Stood] });
        }
        moves::draw(state, seat);
    }
    // 7.2.2: the turn and the standby phase start; in the first turn, the game too.
    events::phase(state, EventKind::Start(PhasePoint::Turn));
    events::phase(state, EventKind::Start(PhasePoint::Standby));
    if state.turn == 1 {
        events::phase(state, EventKind::Start(PhasePoint::Game));
    }
    state.steps.push(Step::EnergyStart);
    state.steps.push(Step::Check);
}

/// 7.3.1: the energy phase starts; a check timing.
pub fn energy_start(state: &mut RebirthState) {
    state.phase = Phase::Energy;
    events::phase(state, EventKind::Start(PhasePoint::Energy));
    // 7.3.3, then 7.3.2 for each player of the turn team (12.5.7.2.2), then 7.3.1's check timing.
    state.steps.extend([Step::MainStart, Step::Check]);
    for seat in state.turn_team().into_iter().rev() {
        state.steps.push(Step::EnergyPartner(seat));
    }
    state.steps.push(Step::Check);
}

/// 7.3.2.1: up to one partner from the hand into the energy area. The two moves of 7.3.2 are
/// simultaneous; neither choice limits the other, so they are asked one after the other.
pub fn energy_partner(state: &mut RebirthState, seat: Seat) {
    state.steps.push(Step::EnergyCard(seat));
    let options = energy_options(state, seat, true);
    if options.len() > 1 {
        state.ask(seat, DecisionKind::EnergyPartner, options);
    }
}

/// 7.3.2.2: up to one card that is not a partner, face down into the energy area.
pub fn energy_card(state: &mut RebirthState, seat: Seat) {
    let options = energy_options(state, seat, false);
    if options.len() > 1 {
        state.ask(seat, DecisionKind::EnergyCard, options);
    }
}

/// What 7.3.2.1 (`partner`) or 7.3.2.2 offers: one of each partner (or of each other card) in
/// the hand, and none (1.3.5.1).
pub fn energy_options(state: &RebirthState, seat: Seat, partner: bool) -> Vec<Choice> {
    let hand = &state.player(seat).hand;
    let mut options: Vec<Choice> =
        distinct(hand, |c| state.def(c).is_partner() == partner).into_iter().map(Choice::Card).collect();
    options.push(Choice::Nothing);
    options
}

/// The answer to 7.3.2.1 or 7.3.2.2.
pub fn put_energy(state: &mut RebirthState, seat: Seat, choice: Choice) {
    let Choice::Card(id) = choice else { return };
    let card = state.take_from_hand(seat, id);
    let card = renew(state, card);
    state.player_mut(seat).energy.push(EnergyCard { card, rested: false });
    if state.def(&card).is_partner() {
        let name = state.name_of(&card);
        state.note(rules::ENERGY_PARTNER, |_| format!("{seat} puts {name} into the energy area"));
    } else {
        let readers = state.insiders(seat);
        state.note_to(readers, rules::ENERGY_CARD, |s| {
            format!("{seat} puts {} face down into the energy area", s.name_of(&card))
        });
        state.note(rules::ENERGY_CARD, |_| format!("{seat} puts a card face down into the energy area"));
    }
}

/// 7.4.1: the main phase starts; a check timing.
pub fn main_start(state: &mut RebirthState) {
    state.phase = Phase::Main;
    state.to_attack = false;
    events::phase(state, EventKind::Start(PhasePoint::Main));
    state.steps.push(Step::MainAction);
    state.steps.push(Step::Check);
}

/// The main-phase actions the turn player may take now (7.4.2).
pub fn main_options(state: &RebirthState) -> Vec<Choice> {
    let seat = state.turn_player;
    let p = state.player(seat);
    let energy = p.standing_energy();
    let mut out = Vec::new();
    // 7.4.2.1: a character whose cost can be paid (5.14.1.1), to the entry or any slot (4.5.3.3).
    let playable = distinct(&p.hand, |c| state.def(c).is_character() && usize::from(state.def(c).cost) <= energy);
    for card in playable {
        out.push(Choice::Play(Play { card, to: Destination::Entry }));
        for slot in 0..p.members.len() {
            out.push(Choice::Play(Play { card, to: Destination::Slot(slot as u8) }));
        }
    }
    // 7.4.2.2: the entry character to an empty slot, paying its cost.
    if let Some(c) = p.entry.iter().find(|c| state.def(&c.card).is_character()) {
        if usize::from(state.def(&c.card).cost) <= energy {
            for (slot, _) in p.members.iter().enumerate().filter(|(_, s)| s.is_empty()) {
                out.push(Choice::MoveToSlot(slot as u8));
            }
        }
    }
    // 7.4.2.3: a valid activated ability.
    out.extend(crate::abilities::activate::options(state, seat));
    // 7.4.2.4: set a Re-birth card and draw.
    out.extend(distinct(&p.hand, |c| state.def(c).is_rebirth()).into_iter().map(Choice::SetRebirth));
    // 7.4.2.5.
    out.push(Choice::Proceed);
    // 12.5.7.2.3: any player of the turn team may take the next action.
    out.extend(state.turn_team().into_iter().filter(|&s| s != seat).map(Choice::HandOver));
    out
}

/// 7.4.2: the turn player chooses an action.
pub fn main_action(state: &mut RebirthState) {
    let options = main_options(state);
    state.ask(state.turn_player, DecisionKind::Main, options);
}

/// The answer to 7.4.2; each action is followed by a check timing (7.4.3).
pub fn main_answer(state: &mut RebirthState, seat: Seat, choice: Choice) {
    match choice {
        Choice::Play(play) => {
            let card = state.take_from_hand(seat, play.card);
            state.playing = Some(card);
            let name = state.name_of(&card);
            let to = match play.to {
                Destination::Entry => "the entry".to_string(),
                Destination::Slot(k) => format!("member slot {}", k + 1),
            };
            state.note(rules::PLAY_CHARACTER, |_| format!("{seat} plays {name} to {to}, revealing it"));
            let cost = state.def(&card).cost;
            // 9.7.2.1 named and revealed; the cost paid; counter processing (9.7.3); resolution (9.7.4.1).
            state.steps.extend([
                Step::MainAction,
                Step::Check,
                Step::Resolve(play.to),
                Step::CounterCard,
                Step::Pay { seat, left: cost },
            ]);
        }
        Choice::MoveToSlot(slot) => {
            let cost = state.player(seat).entry.first().map_or(0, |c| state.def(&c.card).cost);
            state.steps.extend([Step::MainAction, Step::Check, Step::MoveToSlot(slot), Step::Pay { seat, left: cost }]);
        }
        Choice::SetRebirth(id) => {
            let card = state.take_from_hand(seat, id);
            let card = renew(state, card);
            state.player_mut(seat).rebirth.push(card);
            let name = state.name_of(&card);
            state.note(rules::SET_AND_DRAW, |_| format!("{seat} sets {name} in the Re-birth area and draws"));
            moves::draw(state, seat);
            state.steps.extend([Step::MainAction, Step::Check]);
        }
        Choice::Proceed => {
            state.to_attack = true;
            state.note(rules::TO_ATTACK, |_| format!("{seat} moves to the attack phase"));
            state.steps.extend([Step::StartStep, Step::Check]);
        }
        Choice::Activate(id, k) => crate::abilities::activate::play(state, seat, id, k),
        Choice::HandOver(next) => {
            state.turn_player = next;
            state.note(rules::TEAM_TURNS, |_| format!("{next} acts for the turn team"));
            state.steps.push(Step::MainAction);
        }
        Choice::Card(_)
        | Choice::Nothing
        | Choice::Attack { .. }
        | Choice::PartnerAttack
        | Choice::Block(_)
        | Choice::Rest(_)
        | Choice::Pending(_)
        | Choice::Drop(_)
        | Choice::Present(_)
        | Choice::Opponent(_) => unreachable!("7.4.2 offers main-phase actions"),
    }
}

/// 5.14.1: `left` more standing energy cards to rest, chosen one at a time; where every choice
/// is the same card, it is made at once.
pub fn pay(state: &mut RebirthState, seat: Seat, left: u8) {
    if left == 0 {
        return;
    }
    let cards: Vec<Card> = state.player(seat).energy.iter().filter(|e| !e.rested).map(|e| e.card).collect();
    let options: Vec<Choice> = distinct(&cards, |_| true).into_iter().map(Choice::Rest).collect();
    state.steps.push(Step::Pay { seat, left: left - 1 });
    match options.as_slice() {
        [] => unreachable!("a cost is offered only when it can be paid (5.14.1.1)"),
        [only] => rest_energy(state, seat, *only),
        _ => state.ask(seat, DecisionKind::Pay, options),
    }
}

/// Rests the chosen energy card (5.14.1).
pub fn rest_energy(state: &mut RebirthState, seat: Seat, choice: Choice) {
    let Choice::Rest(id) = choice else { unreachable!("5.14.1 offers energy cards") };
    let e = state.player_mut(seat).energy.iter_mut().find(|e| e.card.id == id).expect("an offered energy card");
    e.rested = true;
    let card = e.card;
    match state.def(&card).is_partner() {
        true => state.note(rules::PAY_ENERGY, |s| format!("{seat} rests {} to pay energy", s.name_of(&card))),
        false => state.note(rules::PAY_ENERGY, |_| format!("{seat} rests a face-down energy card to pay energy")),
    }
}

/// 9.7.4.1: the played character is put where it was played: in the entry beside the one there
/// (recovery keeps the newest, 10.3.3), or in its slot, the one there going to the waiting room
/// (4.5.3.3).
pub fn resolve(state: &mut RebirthState, to: Destination) {
    // 5.19.1: a negated card has gone to the waiting room and does not resolve.
    let Some(card) = state.playing.take() else { return };
    let seat = card.owner;
    let c = moves::placed(state, card);
    let name = state.name_of(&card);
    match to {
        Destination::Entry => {
            state.player_mut(seat).entry.push(c);
            state.note(rules::RESOLVE_CARD, |_| format!("{name} is put in the entry of {seat}"));
        }
        Destination::Slot(k) => {
            let old = std::mem::replace(&mut state.player_mut(seat).members[usize::from(k)], vec![c]);
            state.note(rules::RESOLVE_CARD, |_| format!("{name} is put in member slot {} of {seat}", k + 1));
            for o in old {
                let gone = state.name_of(&o.card);
                moves::to_waiting(state, o.card);
                state.note(rules::OCCUPIED_SLOT, |_| format!("{gone} leaves the slot for the waiting room"));
            }
        }
    }
    // 5.5.1: played from the hand onto the stage, a 登場.
    let zone = if to == Destination::Entry { Zone::Entry } else { Zone::Member };
    crate::abilities::events::moved(state, card, c.card, seat, Zone::Hand, zone, false);
}

/// 7.4.2.2: the entry character moves to the empty slot; this is no 登場 (5.5.1.1).
pub fn move_to_slot(state: &mut RebirthState, slot: u8) {
    let seat = state.turn_player;
    let Some(c) = state.player_mut(seat).entry.pop() else { return };
    let old = c.card.id;
    let c = moves::placed(state, c.card);
    crate::abilities::info::lasting::follow(state, old, c.card.id);
    state.player_mut(seat).members[usize::from(slot)].push(c);
    let name = state.name_of(&c.card);
    state.note(rules::ENTRY_TO_MEMBER, |_| format!("{seat} moves {name} from the entry to member slot {}", slot + 1));
}

/// 7.6.1–7.6.2: 「ターンの終わりに」 triggers; a check timing.
pub fn end_phase(state: &mut RebirthState) {
    state.phase = Phase::End;
    // 7.6.1: 「ターンの終わりに」 for the abilities that have not met it this turn.
    events::phase(state, EventKind::End(PhasePoint::Turn));
    state.steps.extend([Step::EndRest, Step::Check]);
}

/// 7.6.3–7.6.6.
pub fn end_rest(state: &mut RebirthState) {
    // 7.6.3: every entry character's damage becomes 0 (ruling R5), but nothing is done to the
    // cards of a player who left (12.4.7).
    for p in state.players.iter_mut().filter(|p| !p.left) {
        for c in &mut p.entry {
            c.damage = 0;
        }
    }
    state.note(rules::DAMAGE_RESET, |_| "the entry characters' damage becomes 0".to_string());
    // 7.6.4: the effects lasting 「ターンの終わりまで」 or 「そのターン中」 end.
    crate::abilities::info::lasting::expire(state, crate::cards::ability::Until::Turn);
    // 7.6.5, for every player of the turn team (12.5.7.2.5), but not a turn player who left
    // (12.4.6, 12.4.7).
    let present: Vec<Seat> = state.turn_team().into_iter().filter(|s| !state.player(*s).left).collect();
    for member in present {
        let rebirths = std::mem::take(&mut state.player_mut(member).rebirth);
        if !rebirths.is_empty() {
            let n = rebirths.len();
            for card in rebirths {
                moves::to_waiting(state, card);
            }
            state
                .note(rules::REBIRTH_TO_WAITING, |_| format!("{member} puts {n} Re-birth cards into the waiting room"));
        }
    }
    // 7.6.6: the end phase again if its check timing performed anything, or an auto ability
    // is pending or would still meet 「ターンの終わりに」 this turn.
    if state.check_acted || !state.pending.is_empty() || events::would_trigger(state, EventKind::End(PhasePoint::Turn))
    {
        state.note(rules::NEXT_TURN, |_| "the check timing acted: the end phase is done again".to_string());
        state.steps.push(Step::EndPhase);
        return;
    }
    // 12.7.7: the seats left this turn close up once it ends.
    state.left_this_turn = fuda_kernel::SeatSet::default();
    // 9.2.2.1, 7.6.1: once-per-turn use and 「ターンの終わりに」 start afresh.
    state.used.clear();
    state.fired.clear();
    let next = state.next_turn_player();
    state.turn += 1;
    state.turn_player = next;
    state.attack = None;
    state.note(rules::NEXT_TURN, |s| format!("turn {} ends; {next}'s turn begins", s.turn - 1));
    state.steps.push(Step::Standby);
}
