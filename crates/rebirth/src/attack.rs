//! The attack phase (8): start (8.2), block (8.3), damage (8.4) and close (8.5) steps, repeated
//! until the turn player ends attacking. The attacked player is chosen among those the format
//! lets the turn player attack (12.3.1, 12.6.6, 12.7.6, 12.8.5, 12.9.5).

use crate::abilities::events;
use crate::cards::ability::{Event, EventKind, PhasePoint, Prohibition, Zone};
use crate::moves;
use crate::rules;
use crate::state::{Attack, Choice, DecisionKind, Phase, RebirthState, Step, distinct};
use fuda_kernel::Seat;

/// 8.2.1–8.2.2: the start step; its triggers and a check timing.
pub fn start_step(state: &mut RebirthState) {
    // 8.2.1: the first start step of the turn comes from the main phase, and starts the attack
    // phase too.
    let first = state.phase == Phase::Main;
    state.phase = Phase::Start;
    events::phase(state, EventKind::Start(PhasePoint::StartStep));
    if first {
        events::phase(state, EventKind::Start(PhasePoint::Attack));
    }
    state.steps.extend([Step::Declare, Step::Check]);
}

/// The attacks the turn player may declare (8.2.4): one a standing member and attackable player.
pub fn attack_options(state: &RebirthState) -> Vec<Choice> {
    let seat = state.turn_player;
    // 8.2.3.1: no attack on the first player's (or first team's, 12.5.7.1) first turn.
    if state.turn == 1 {
        return Vec::new();
    }
    let table = state.table();
    let targets: Vec<Seat> = table
        .attackable(seat)
        .into_iter()
        .filter(|t| state.format == crate::format::Format::TwoPlayer || state.had_turn.contains(*t))
        .collect();
    let p = state.player(seat);
    if !p.entry.iter().any(|c| state.def(&c.card).is_character()) {
        return Vec::new();
    }
    // 1.3.3: an entry character that may not attack attacks never; a member that may not
    // support is not rested to declare one.
    let board = crate::abilities::info::board(state);
    let forbids =
        |id: fuda_kernel::ObjectId, what: Prohibition| board.iter().any(|s| s.card.id == id && s.info.forbids(what));
    if p.entry.iter().any(|c| forbids(c.card.id, Prohibition::Attack)) {
        return Vec::new();
    }
    let mut out = Vec::new();
    for c in p.members.iter().flatten().filter(|c| !c.rested && !forbids(c.card.id, Prohibition::Support)) {
        for &target in &targets {
            out.push(Choice::Attack { member: c.card.id, target });
        }
    }
    out
}

/// 8.2.3–8.2.4: end attacking, or declare an attack. Without a proper attack, attacking ends
/// (8.2.3.1, 8.2.3.2).
pub fn declare(state: &mut RebirthState) {
    let seat = state.turn_player;
    let mut options = attack_options(state);
    // 12.5.7.2.4: any player of the turn team may declare the next attack.
    if state.turn > 1 {
        let mates: Vec<Seat> = state.turn_team().into_iter().filter(|&s| s != seat).collect();
        for mate in mates {
            let mut other = state.clone();
            other.turn_player = mate;
            if !attack_options(&other).is_empty() {
                options.push(Choice::HandOver(mate));
            }
        }
    }
    if options.is_empty() {
        let rule = match state.turn == 1 {
            true => rules::FIRST_TURN_NO_ATTACK,
            false => rules::NO_ATTACK_POSSIBLE,
        };
        state.note(rule, |_| format!("{seat} cannot attack and ends attacking"));
        state.steps.push(Step::EndPhase);
        return;
    }
    options.insert(0, Choice::Proceed);
    state.ask(seat, DecisionKind::Attack, options);
}

/// The answer to 8.2.3–8.2.4.
pub fn declared(state: &mut RebirthState, seat: Seat, choice: Choice) {
    match choice {
        Choice::Proceed => {
            state.note(rules::END_ATTACKS, |_| format!("{seat} ends attacking"));
            state.steps.push(Step::EndPhase);
        }
        Choice::Attack { member, target } => {
            let p = state.player_mut(seat);
            let m = p.members.iter_mut().flatten().find(|c| c.card.id == member).expect("an offered member");
            m.rested = true;
            let supporter = m.card;
            let attacking = state.player(seat).entry.first().map(|c| c.card.id);
            let attacked = state.player(target).entry.first().map(|c| c.card.id);
            state.attack = Some(Attack {
                attacker: seat,
                attacking,
                target,
                attacked,
                supporter: supporter.id,
                partner: false,
                blocked: false,
            });
            let name = state.name_of(&supporter);
            state.note(rules::DECLARE_ATTACK, |_| format!("{seat} rests {name} to attack {target}"));
            state.note(rules::ATTACK_ROLES, |s| {
                let of = |who: Seat| s.player(who).entry.first().map(|c| s.name_of(&c.card)).unwrap_or_default();
                format!("{} attacks {} with {name} supporting", of(seat), of(target))
            });
            // 8.2.4, 8.2.4.2: the member is rested and supports; the entry character attacks,
            // the target's is attacked.
            let card_of = |s: &RebirthState, who: Seat, id: Option<fuda_kernel::ObjectId>| {
                id.and_then(|id| s.character(who, id)).map(|c| c.card)
            };
            let raise =
                |state: &mut RebirthState, card: Option<crate::cards::Card>, who: Seat, kinds: Vec<EventKind>| {
                    if card.is_some() {
                        events::raise(state, Event { card, before: None, seat: who, kinds });
                    }
                };
            raise(state, Some(supporter), seat, vec![EventKind::Rested, EventKind::Supports]);
            let (attacker_card, attacked_card) = (card_of(state, seat, attacking), card_of(state, target, attacked));
            raise(state, attacker_card, seat, vec![EventKind::Attacks]);
            raise(state, attacked_card, target, vec![EventKind::Attacked]);
            state.steps.extend([Step::BlockStep, Step::Check]);
            // 8.2.4.4: unless partner attacks are prohibited.
            let prohibited = attacker_card
                .is_some_and(|c| crate::abilities::info::of(state, &c).forbids(Prohibition::PartnerAttack));
            if state.player(seat).standing_partners(&state.db) >= 3 && !prohibited {
                state.steps.push(Step::PartnerAttack);
            }
        }
        Choice::HandOver(next) => {
            state.turn_player = next;
            state.note(rules::TEAM_TURNS, |_| format!("{next} acts for the turn team"));
            state.steps.push(Step::Declare);
        }
        Choice::Card(_)
        | Choice::Nothing
        | Choice::Play(_)
        | Choice::MoveToSlot(_)
        | Choice::SetRebirth(_)
        | Choice::PartnerAttack
        | Choice::Block(_)
        | Choice::Rest(_)
        | Choice::Pending(_)
        | Choice::Drop(_)
        | Choice::Activate(..)
        | Choice::Present(_)
        | Choice::Opponent(_) => unreachable!("8.2.3 offers attacks"),
    }
}

/// 8.2.4.4: the turn player may rest 3 standing partners too.
pub fn partner_attack(state: &mut RebirthState) {
    state.ask(state.turn_player, DecisionKind::PartnerAttack, vec![Choice::PartnerAttack, Choice::Nothing]);
}

/// The answer to 8.2.4.4.
pub fn partner_answer(state: &mut RebirthState, seat: Seat, choice: Choice) {
    if choice != Choice::PartnerAttack {
        return;
    }
    let db = state.db.clone();
    let mut rested = 0;
    for e in state.player_mut(seat).energy.iter_mut().filter(|e| !e.rested && db.get(e.card.def).is_partner()) {
        if rested < 3 {
            e.rested = true;
            rested += 1;
        }
    }
    // 8.2.4.4.1: an attack that an effect says does not become a partner attack stays an
    // ordinary one, the partners rested all the same.
    let attacker = state.attack.and_then(|a| a.attacking.and_then(|id| state.character(a.attacker, id)));
    if attacker.is_some_and(|c| crate::abilities::info::of(state, &c.card).forbids(Prohibition::BecomePartnerAttack)) {
        state.note(rules::NO_PARTNER_ATTACK, |_| {
            format!("{seat} rests 3 partners, but the attack does not become a partner attack")
        });
        return;
    }
    if let Some(a) = state.attack.as_mut() {
        a.partner = true;
    }
    state.note(rules::PARTNER_ATTACK, |_| format!("{seat} rests 3 partners: a partner attack"));
}

/// 8.3.1–8.3.2: the block step; a check timing, then the guard (8.3.3), a check timing (8.3.4).
pub fn block_step(state: &mut RebirthState) {
    state.phase = Phase::Block;
    events::phase(state, EventKind::Start(PhasePoint::BlockStep));
    state.steps.extend([Step::DamageStep, Step::Check]);
    let Some(a) = state.attack else { return };
    for guard in state.table().guards(a.target).into_iter().rev() {
        state.steps.push(Step::Guard(guard));
    }
    state.steps.push(Step::Check);
}

/// The hand cards of `seat` whose Blocker is valid now (11.6.2, 11.6.3): one of `seat`'s
/// characters is attacked (with the attribute, if one is named).
pub fn blockers(state: &RebirthState, seat: Seat) -> Vec<Choice> {
    let Some(a) = state.attack else { return Vec::new() };
    let Some(attacked) = a.attacked.and_then(|id| state.character(a.target, id)) else { return Vec::new() };
    // 12.8.5.1, 12.9.5.1: in the team formats a teammate of the attacked player may guard
    // (ruling R24).
    if a.blocked || !state.table().guards(a.target).contains(&seat) {
        return Vec::new();
    }
    // 11.6.3, 9.10.1: the attribute as continuous effects leave it.
    let info = crate::abilities::info::of(state, &attacked.card);
    let valid = |c: &crate::cards::Card| match state.def(c).blocker() {
        None => false,
        Some(b) => b.attribute.as_ref().is_none_or(|attr| info.has_attribute(attr)),
    };
    distinct(&state.player(seat).hand, valid).into_iter().map(Choice::Block).collect()
}

/// 8.3.3: `seat` may discard a card with a valid Blocker to block.
pub fn guard(state: &mut RebirthState, seat: Seat) {
    let mut options = blockers(state, seat);
    if !options.is_empty() {
        options.push(Choice::Nothing);
        state.ask(seat, DecisionKind::Block, options);
    }
}

/// The answer to 8.3.3.
pub fn blocked(state: &mut RebirthState, seat: Seat, choice: Choice) {
    let Choice::Block(id) = choice else { return };
    let card = state.take_from_hand(seat, id);
    let name = state.name_of(&card);
    moves::to_waiting(state, card);
    if let Some(a) = state.attack.as_mut() {
        a.blocked = true;
    }
    state.note(rules::BLOCK, |_| format!("{seat} discards {name} to block"));
    state.note(rules::BLOCKED, |_| "the attacked character is blocked".to_string());
    // 8.3.3.1-2: the discarded card blocks; the attacked character is blocked.
    let now = state.player(card.owner).waiting.last().copied();
    let mut kinds = vec![EventKind::Move { from: Zone::Hand, to: Zone::Waiting }, EventKind::Enter(Zone::Waiting)];
    kinds.extend([EventKind::Leave(Zone::Hand), EventKind::Blocks]);
    events::raise(state, Event { card: now, before: Some(card), seat: card.owner, kinds });
    let attacked =
        state.attack.and_then(|a| a.attacked.and_then(|id| state.character(a.target, id)).map(|c| (a.target, c.card)));
    if let Some((target, c)) = attacked {
        events::raise(state, Event { card: Some(c), before: None, seat: target, kinds: vec![EventKind::Blocked] });
    }
}

/// 8.4.1–8.4.2: the damage step; a check timing, then damage (8.4.3).
pub fn damage_step(state: &mut RebirthState) {
    state.phase = Phase::Damage;
    events::phase(state, EventKind::Start(PhasePoint::DamageStep));
    state.steps.extend([Step::DamageDealt, Step::Check]);
}

/// 8.4.3: the attacked character adds the attacking character's ATK to its damage (0 if it is
/// blocked, 8.4.3.1); a partner attack leaves it partner-attacked (8.4.3.2), blocked or not
/// (ruling R6). Then a check timing (8.4.4) and the close step.
pub fn deal_damage(state: &mut RebirthState) {
    state.steps.extend([Step::CloseStep, Step::Check]);
    let Some(a) = state.attack else { return };
    let atk = a
        .attacking
        .and_then(|id| state.character(a.attacker, id))
        .map(|c| crate::abilities::info::of(state, &c.card).atk);
    let Some(atk) = atk else {
        state.note(rules::DEAL_DAMAGE, |_| "the attacking character is gone: no damage".to_string());
        return;
    };
    // Ruling R46: an ATK lowered below 0 adds 0, never takes damage away.
    let added = if a.blocked { 0 } else { atk.max(0) };
    let target = a.target;
    let Some(c) = state.player_mut(target).entry.iter_mut().find(|c| Some(c.card.id) == a.attacked) else {
        state.note(rules::DEAL_DAMAGE, |_| "the attacked character is gone: no damage".to_string());
        return;
    };
    c.damage += added;
    if a.partner {
        c.partner_attacked = true;
    }
    let (card, damage) = (c.card, c.damage);
    if added > 0 {
        events::raise(state, Event { card: Some(card), before: None, seat: target, kinds: vec![EventKind::Damaged] });
    }
    let name = state.name_of(&card);
    let rule = if a.blocked { rules::BLOCKED_DAMAGE } else { rules::DEAL_DAMAGE };
    state.note(rule, |_| format!("{name} of {target} takes {added} damage ({damage} in all)"));
    if a.partner {
        state.note(rules::PARTNER_ATTACKED, |_| format!("{name} of {target} received a partner attack"));
    }
}

/// 8.5.1–8.5.2: the close step; 「クローズステップ開始時」 and 「このアタックの終了時」 for the
/// abilities that have not met them this close step, and a check timing.
pub fn close_step(state: &mut RebirthState) {
    state.phase = Phase::Close;
    let seat = state.turn_player;
    let kinds = vec![EventKind::Start(PhasePoint::CloseStep), EventKind::End(PhasePoint::ThisAttack)];
    events::raise(state, Event { card: None, before: None, seat, kinds });
    state.steps.extend([Step::CloseEnd, Step::Check]);
}

/// 8.5.3–8.5.5: nothing is pending after the check timing, so the step is not repeated; the
/// attack roles end and the start step comes again.
pub fn close_end(state: &mut RebirthState) {
    // 8.5.2: the check timing is done; the 「このアタック中」 effects end.
    crate::abilities::info::lasting::expire(state, crate::cards::ability::Until::Attack);
    // 8.5.3: the close step again while an auto ability is pending or would still meet its
    // trigger this close step.
    let again = [EventKind::Start(PhasePoint::CloseStep), EventKind::End(PhasePoint::ThisAttack)]
        .into_iter()
        .any(|k| events::would_trigger(state, k));
    if !state.pending.is_empty() || again {
        state.note(rules::CLOSE_AGAIN, |_| "the close step is carried out again".to_string());
        state.steps.push(Step::CloseStep);
        return;
    }
    state.fired.retain(|f| {
        !matches!(f.kind, EventKind::Start(PhasePoint::CloseStep) | EventKind::End(PhasePoint::ThisAttack))
    });
    state.attack = None;
    state.note(rules::ROLES_END, |_| "the attack ends".to_string());
    state.steps.push(Step::StartStep);
}
