//! The legal moves (read only): main-phase actions (6-5-1) and the label of every option.
//! The options offered are the legal moves; `apply` never checks legality a second time.

use crate::cards::ast::{Buff, CardKind, CostStep, Keyword, Timing};
use crate::procedures::{burst, digivolve, jogress, link, materials, use_option};
use crate::query;
use crate::query::info;
use crate::state::{
    AbilityRef, AttackTarget, Choice, DecisionKind, Deferred, DigimonState, EffectCtx, Materials, PendingDecision,
    PendingEffect, Unit,
};
use crate::triggers;
use fuda_kernel::Seat;
use smallvec::SmallVec;

/// The 1体 a card may be put onto or into, each with its information.
type Bases<'a> = SmallVec<[(&'a Unit, info::Info<'a>); 8]>;

/// Every main-phase action open to the turn player (6-5-1), with Pass last.
pub fn main_options(state: &DigimonState) -> Vec<Choice> {
    let seat = state.turn_player;
    // Room for a usual main phase's options without growing.
    let mut out = Vec::with_capacity(32);
    let p = state.player(seat);
    // The 1体 a card may digivolve onto or link into, each with its information, read once for
    // every condition in the hand and on the field. 4-18-3/4: nothing is stacked on or linked
    // into a token. Filled where it lies: a collected list would be copied out whole.
    let mut bases = Bases::new();
    let units = p
        .breeding
        .iter()
        .chain(p.battle().iter())
        .filter(|unit| query::is_digimon(state, unit) && !state.def(unit.top()).token)
        .map(|unit| (unit, info::of(state, unit)));
    bases.extend(units);
    // Jogress and links take battle-area Digimon only (8-2-1, 10-1-1).
    let in_battle = if p.breeding.as_ref().is_some_and(|b| bases.first().is_some_and(|(u, _)| u.id == b.id)) {
        &bases[1..]
    } else {
        &bases[..]
    };
    let field = query::Field::new(state);
    hand_options(state, seat, &field, &bases, in_battle, &mut out);
    if state.cards_can.link {
        link::options(state, seat, in_battle, &mut out);
    }
    attack_options(state, seat, &field, &mut out);
    activation_options(state, seat, &field, &mut out);
    out.push(Choice::Pass);
    out
}

/// Playing, using and digivolving hand cards (7-1, 7-4, 8-1), and the special plays of
/// DigiXros, Assembly, Jogress, App Fusion and Burst (7-2, 7-3, 8-2, 16-35, 8-4).
fn hand_options(
    state: &DigimonState,
    seat: Seat,
    field: &query::Field,
    onto: &[(&Unit, info::Info)],
    in_battle: &[(&Unit, info::Info)],
    out: &mut Vec<Choice>,
) {
    let p = state.player(seat);
    // Memory does not change while the options are listed.
    let most_payable = state.most_payable(seat);
    let can_pay = |cost: u8| i16::from(cost) <= most_payable;
    // 15-1-3: prohibitions on the player; nearly never any, so asked only then.
    let banned = !state.bans.is_empty();
    let digivolve_banned = banned && query::banned_digivolve(state, seat);
    for card in &p.hand {
        let def = state.def(card);
        match def.kind {
            CardKind::Digimon | CardKind::Tamer => {
                let cost = def.cost.unwrap_or(0);
                // 1-3-11-2: or payable as the card's own window would lower it.
                let own = || crate::procedures::play::own_reduction(state, seat, card, Timing::WouldBePlayed);
                if (can_pay(cost) || can_pay(cost.saturating_sub(own())))
                    && !(banned && query::banned_play(state, seat, def))
                {
                    out.push(Choice::Play(card.id));
                }
            }
            CardKind::Option => {
                let cost = def.cost.unwrap_or(0);
                // 1-3-11-2, 9-1-6: or payable as the card's own window would lower it.
                let own = || crate::procedures::play::own_reduction(state, seat, card, Timing::WouldBeUsed);
                if (can_pay(cost) || can_pay(cost.saturating_sub(own()))) && use_option::colours_met(state, seat, card)
                {
                    out.push(Choice::Use(card.id));
                }
            }
            CardKind::DigiEgg => {}
        }
        if def.kind != CardKind::Digimon {
            continue;
        }
        let play_banned = banned && query::banned_play(state, seat, def);
        if def.derived.special_plays {
            for method in [Materials::DigiXros, Materials::Assembly] {
                let has = match method {
                    Materials::DigiXros => def.digixros.is_some(),
                    Materials::Assembly => def.assembly.is_some(),
                };
                if has && !play_banned && materials::offerable(state, seat, card, method) {
                    out.push(Choice::PlayWith { card: card.id, method });
                }
            }
            if !digivolve_banned {
                jogress::options(state, seat, card, in_battle, out);
            }
            if !play_banned {
                link::app_fusion_options(state, seat, card, out);
            }
            if !digivolve_banned {
                burst::options(state, seat, card, out);
            }
        }
        if digivolve_banned {
            continue;
        }
        // Whether each condition's cost can be paid does not depend on the 1体: one bit each (the
        // loader allows at most 64 conditions, `MOST_PER_CARD`).
        let payable = def.digivolve.iter().enumerate().fold(0u64, |set, (i, cond)| {
            let can = can_pay(digivolve::cheapest(state, seat, card, cond.cost));
            set | u64::from(can) << i
        });
        // 1-3-11-2: or payable as the card's own window would lower it for that 1体 (8-1-2-5).
        let own_window = def.derived.area_timings.contains(Timing::WhenThisCardWouldDigivolve);
        if payable == 0 && !own_window && !digivolve::routes_possible(field) {
            continue;
        }
        let payable_onto = |unit: &Unit, i: usize, cost: u8| {
            payable >> i & 1 == 1
                || own_window
                    && can_pay(
                        digivolve::cheapest(state, seat, card, cost)
                            .saturating_sub(digivolve::own_reduction(state, seat, card, unit.id)),
                    )
        };
        for (unit, info) in onto {
            for (i, cond) in def.digivolve.iter().enumerate() {
                if payable_onto(unit, i, cond.cost) && digivolve::fits(state, unit, info, cond) {
                    let condition = u8::try_from(i).expect("few conditions");
                    out.push(Choice::Digivolve { card: card.id, onto: unit.id, condition });
                }
            }
            // 8-1-1: the routes granted to the 1体, numbered after the card's own conditions.
            for (i, cost) in digivolve::granted_costs(field, seat, def, unit).into_iter().enumerate() {
                if can_pay(digivolve::cheapest(state, seat, card, cost)) {
                    let condition = u8::try_from(def.digivolve.len() + i).expect("few conditions");
                    out.push(Choice::Digivolve { card: card.id, onto: unit.id, condition });
                }
            }
        }
        // 8-1-3-1: a condition may take one of your Tamers, which `onto` (Digimon) leaves out.
        if def.derived.from_tamer {
            let tamers = p.battle().iter().filter(|u| query::is_tamer(state, u) && !query::is_digimon(state, u));
            for unit in tamers {
                let info = info::of(state, unit);
                for (i, cond) in def.digivolve.iter().enumerate() {
                    if payable_onto(unit, i, cond.cost) && digivolve::fits(state, unit, &info, cond) {
                        let condition = u8::try_from(i).expect("few conditions");
                        out.push(Choice::Digivolve { card: card.id, onto: unit.id, condition });
                    }
                }
            }
        }
    }
}

/// The opponent's Digimon an attacker may target, each with whether it cannot be attacked once
/// that was read.
type Targets<'a> = SmallVec<[(&'a Unit, Option<bool>); 8]>;

/// Attacks (11-2): each active battle-area Digimon that may attack, at the opponent and at
/// each Digimon it may attack.
fn attack_options(state: &DigimonState, seat: Seat, field: &query::Field, out: &mut Vec<Choice>) {
    let p = state.player(seat);
    let opponent = DigimonState::opponent(seat);
    // No card prints these restrictions: with no effect giving one, no 1体 need be asked. The
    // targets' one is asked apart: a game where an effect forbids attacking does not make every
    // target be read.
    let has = field.unprinted(&[
        Buff::CannotBeSuspended,
        Buff::CannotAttack,
        Buff::CanAttackActive,
        Buff::CannotAttackPlayers,
    ]);
    let cannot_be_attacked = field.unprinted(&[Buff::CannotBeAttacked]);
    // Without a permission to attack active Digimon, only suspended ones can be attacked.
    let active_targets = field.may_give(&Buff::CanAttackActive);
    // `Field::may_attack_digimon` for every attacker and target: the targets are listed when the
    // first attacker is found, and whether one cannot be attacked is read once, when an attack on
    // it is otherwise permitted.
    let mut targets: Targets = SmallVec::new();
    let mut listed = false;
    for unit in p.battle() {
        // Attacking suspends the attacker (11-2-2): not one that cannot be suspended.
        if !query::is_digimon(state, unit) || unit.suspended || has(seat, unit, Buff::CannotBeSuspended) {
            continue;
        }
        // 7-1-2-1, overridden by Rush (16-14, 1-3-1).
        if unit.entered_turn == state.turn && !field.has_keyword(seat, unit, Keyword::Rush) {
            continue;
        }
        if has(seat, unit, Buff::CannotAttack) {
            continue;
        }
        if !has(seat, unit, Buff::CannotAttackPlayers) {
            out.push(Choice::Attack { attacker: unit.id, target: AttackTarget::Player });
        }
        let attacks_active = has(seat, unit, Buff::CanAttackActive);
        if !listed {
            let opponents = state.player(opponent).battle().iter();
            let attackable = opponents.filter(|t| (t.suspended || active_targets) && query::is_digimon(state, t));
            targets.extend(attackable.map(|t| (t, None)));
            listed = true;
        }
        for (target, forbidden) in targets.iter_mut() {
            // Without a permission, whether it cannot be attacked does not matter.
            if !(target.suspended || attacks_active) {
                continue;
            }
            let forbidden =
                *forbidden.get_or_insert_with(|| cannot_be_attacked(opponent, target, Buff::CannotBeAttacked));
            if query::attack_permitted(true, forbidden) {
                out.push(Choice::Attack { attacker: unit.id, target: AttackTarget::Digimon(target.id) });
            }
        }
    }
}

/// [Main] effects (15-14-1) of the battle area, of the zones with a zone icon (15-14-2..4), and
/// Training in the breeding area (16-40-1).
fn activation_options(state: &DigimonState, seat: Seat, field: &query::Field, out: &mut Vec<Choice>) {
    let p = state.player(seat);
    for unit in p.battle() {
        // Most 1体 have no [Main] effect: their summary and the field say so without a read.
        if !triggers::may_have_at(field, unit, Timing::Main) {
            continue;
        }
        let keywords = field.keywords_at(seat, unit, Timing::Main);
        triggers::each_ability(state, unit, &keywords, Timing::Main, |card, ability, t| {
            if t.used_up(state.uses_this_turn(card.id, ability)) {
                return;
            }
            // 9-1-1: an Option's [Main] effect is what using it from the hand activates. One an
            // effect put in the battle area activates only its <Delay>, the [Main] effect paid
            // by trashing it (16-16-1).
            if state.def(card).kind == CardKind::Option && !t.cost.as_ref().is_some_and(|c| c.is(&CostStep::TrashThis))
            {
                return;
            }
            let ctx = EffectCtx::new(seat, card, ability, Some(unit.id));
            if t.condition.as_ref().is_some_and(|c| !query::condition_holds(state, seat, Some(unit.id), c)) {
                return;
            }
            if !crate::query::effect::can_act(state, &ctx, &t.actions) {
                return;
            }
            // 15-8-4-4-1: with an optional processing condition, only if it can be performed.
            if t.cost.as_ref().is_none_or(|c| crate::query::effect::performable(state, &ctx, c)) {
                out.push(Choice::Activate { unit: unit.id, card: card.id, ability });
            }
        });
    }
    // 15-14-2..4: [Main] effects with a zone icon, from the hand, the trash or the breeding area,
    // if any card of the game has one.
    if state.cards_can.zone_timings.contains(Timing::Main) {
        triggers::each_zone_ability(state, seat, |card, unit, ability, t| {
            if t.timing != Timing::Main || t.used_up(state.uses_this_turn(card.id, ability)) {
                return;
            }
            if t.condition.as_ref().is_some_and(|c| !query::condition_holds(state, seat, unit, c)) {
                return;
            }
            let ctx = EffectCtx::new(seat, card, ability, unit);
            if crate::query::effect::can_act(state, &ctx, &t.actions)
                && t.cost.as_ref().is_none_or(|c| crate::query::effect::performable(state, &ctx, c))
            {
                out.push(match unit {
                    Some(unit) => Choice::Activate { unit, card: card.id, ability },
                    None => Choice::ActivateFrom { card: card.id, ability },
                });
            }
        });
    }
    // 16-40-1: Training can be used in the breeding area too (3-4-5-4 keeps every other
    // breeding-area effect silent).
    // Its summary knows whether its cards print Training at all.
    let training = query::BuffKinds::NONE.with(&Buff::Keyword(Keyword::Training));
    if let Some(unit) = p.breeding.as_ref().filter(|u| u.summary(&state.db).keywords.kinds.intersects(training)) {
        let keywords = field.keywords(seat, unit);
        for (nth, _) in keywords.iter().enumerate().filter(|(_, k)| **k == Keyword::Training) {
            let ability = AbilityRef::Keyword { keyword: Keyword::Training, nth: u8::try_from(nth).unwrap_or(0) };
            if !unit.suspended && !state.used_this_turn.contains(&(unit.top().id, ability)) {
                out.push(Choice::Activate { unit: unit.id, card: unit.top().id, ability });
            }
        }
    }
}

/// The prompt of a decision, in plain words.
pub fn prompt(state: &DigimonState, d: &PendingDecision) -> String {
    match d.kind {
        DecisionKind::Mulligan => "Mulligan your opening hand? (5-2-1-4)".into(),
        DecisionKind::Breeding => "Breeding phase: hatch, move or do nothing (6-4-1)".into(),
        DecisionKind::Main => format!("Main phase, memory {} (6-5-1)", state.memory_for(d.seat)),
        DecisionKind::Block => match state.attack.as_ref() {
            Some(a) => {
                let target = match a.target {
                    AttackTarget::Player => "you".to_string(),
                    AttackTarget::Digimon(id) => unit_name(state, id),
                };
                format!("Block the attack? {} attacks {target} (11-4)", unit_name(state, a.attacker))
            }
            None => "Block the attack? (11-4)".into(),
        },
        DecisionKind::PendingOrder => "Choose the pending effect to activate next (15-4-3-4)".into(),
        DecisionKind::Target => "Choose a target (15-10)".into(),
        DecisionKind::Optional => match current_effect(state) {
            Some(name) => format!("Activate {name}? (15-9-2)"),
            None => "Activate the effect? (15-9-2)".into(),
        },
        DecisionKind::Cost => match current_effect(state) {
            Some(name) => format!("{name}: perform its optional condition? (15-7)"),
            None => "Perform the optional condition? (15-7)".into(),
        },
        DecisionKind::CostCards => match current_effect(state) {
            Some(name) => format!("Choose a card for the cost of {name} (15-7)"),
            None => "Choose a card for the cost (15-7)".into(),
        },
        DecisionKind::Number => "Declare how many cards to De-Digivolve (16-11-1)".into(),
        DecisionKind::ChooseEffect => match current_action(state) {
            Some(crate::cards::ast::Action::ChooseOne(c)) => {
                let list: Vec<String> = c
                    .options
                    .iter()
                    .enumerate()
                    .map(|(i, o)| {
                        let text: Vec<String> = o.iter().map(crate::cards::render::action_text).collect();
                        format!("{}) {}", i + 1, text.join(". "))
                    })
                    .collect();
                format!("Choose the effect to activate (15-15-9): {}", list.join("; "))
            }
            _ => "Choose the effect to activate (15-15-9)".into(),
        },
        DecisionKind::Materials => "Choose a card to place under the played card (7-2-3-2, 7-3-3-2)".into(),
        DecisionKind::ImmediateOrder => "Choose the pending effect to activate next (15-8-5-3)".into(),
        DecisionKind::Digisorption => {
            "<Digisorption>: suspend one of your Digimon to reduce the digivolve cost? (16-9)".into()
        }
        DecisionKind::Counter => "Counter timing: activate a [Counter] effect? (11-3)".into(),
        DecisionKind::RevealOrder => {
            "Choose the next revealed card to put on the bottom of the deck (15-15-3-7)".into()
        }
        DecisionKind::LookOrder => "Choose the next looked-at card to put back, top first (15-15-4-7)".into(),
        DecisionKind::Replace => match current_effect(state) {
            Some(name) => format!("{name}: replace the process with the one after \"instead\"? (18-2-2)"),
            None => "Replace the process with the one after \"instead\"? (18-2-2)".into(),
        },
        DecisionKind::HandTrash => match current_action(state) {
            Some(crate::cards::ast::Action::Move(_)) => "Choose a card of your hand to trash (4-14)".into(),
            _ => "Choose a card of your hand to trash; the turn player chooses first (1-3-5)".into(),
        },
        DecisionKind::BottomOrder => {
            "Choose the next card to put on the bottom of its deck; the last chosen ends at the very bottom (3-1-3-4)"
                .into()
        }
    }
}

/// What the card picked for a cost step is done with: "Trash", or where a card move puts it
/// ("Place" under this card, "Return" to the deck, "Add" to the hand).
fn cost_verb(state: &DigimonState) -> &'static str {
    use crate::cards::ast::{Action, CostStep, Destination};
    let Some(crate::state::Step::Run(run)) = state.steps.last() else { return "Trash" };
    let db = std::sync::Arc::clone(&state.db);
    let step = match (run.stage, current_action(state)) {
        (crate::state::RunStage::Running, Some(Action::By(b))) => {
            b.cost.0.get(usize::from(run.declared.unwrap_or(1).saturating_sub(1))).cloned()
        }
        // A `move` action trashing from the hand.
        (crate::state::RunStage::Running, _) => None,
        (crate::state::RunStage::PayingStep(i), _) => crate::query::effect::ability(&db, &run.ctx)
            .and_then(|a| a.cost.as_ref().and_then(|c| c.0.get(usize::from(i)).cloned())),
        _ => crate::query::effect::ability(&db, &run.ctx)
            .and_then(|a| a.cost.as_ref().and_then(|c| c.0.first().cloned())),
    };
    match step {
        Some(CostStep::Move(m)) => match m.to {
            Destination::Trash => "Trash",
            Destination::Hand => "Add",
            Destination::DeckBottom | Destination::DeckTop | Destination::DeckShuffled => "Return",
            Destination::Under { .. } | Destination::SecurityTop(_) | Destination::SecurityBottom => "Place",
        },
        _ => "Trash",
    }
}

fn current_action(state: &DigimonState) -> Option<crate::cards::ast::Action> {
    match state.steps.last() {
        Some(crate::state::Step::Run(run)) => {
            let frame = run.frames.last()?;
            frame.actions.get(frame.pc).cloned()
        }
        _ => None,
    }
}

fn current_effect(state: &DigimonState) -> Option<String> {
    match state.steps.last() {
        Some(crate::state::Step::Run(run)) => {
            let t = crate::query::effect::ability(&state.db, &run.ctx)?;
            Some(crate::query::effect::describe(state, &run.ctx, t.timing))
        }
        _ => None,
    }
}

fn unit_name(state: &DigimonState, id: fuda_kernel::ObjectId) -> String {
    match state.find_unit(id) {
        Some((seat, u)) => format!("{} ({seat})", state.unit_label(u)),
        None => format!("{id}"),
    }
}

fn hand_name(state: &DigimonState, id: fuda_kernel::ObjectId) -> String {
    state
        .players
        .iter()
        .flat_map(|p| p.hand.iter())
        .find(|c| c.id == id)
        .map_or_else(|| format!("{id}"), |c| state.card_label(c))
}

/// The label of a picked object, wherever it is: a 1体, a hand card (trashed for a cost, or
/// chosen), a trash card, or a card under a 1体.
fn pick_label(state: &DigimonState, id: fuda_kernel::ObjectId) -> String {
    if state.find_unit(id).is_some() {
        return format!("Choose {}", unit_name(state, id));
    }
    let for_cost =
        state.decision.as_ref().is_some_and(|d| matches!(d.kind, DecisionKind::CostCards | DecisionKind::HandTrash));
    let cost_verb = if for_cost { cost_verb(state) } else { "Choose" };
    for p in state.players.iter() {
        if let Some(c) = p.hand.iter().find(|c| c.id == id) {
            let place = if for_cost { "" } else { " from the hand" };
            return format!("{cost_verb} {}{place}", state.card_label(c));
        }
        if let Some(c) = p.trash.iter().find(|c| c.id == id) {
            let verb = if for_cost { cost_verb } else { "Choose" };
            return format!("{verb} {} from the trash", state.card_label(c));
        }
        // Only revealed or looked-at deck and security cards are ever offered (15-15-3, 15-15-4).
        if let Some(c) = p.deck.iter().find(|c| c.id == id) {
            let how = if state.revealed.contains(&id) { "revealed" } else { "looked at" };
            return format!("Choose {} ({how})", state.card_label(c));
        }
        if let Some(c) = p.security.iter().find(|c| c.id == id) {
            return format!("Choose {} (looked at, security)", state.card_label(c));
        }
        for u in p.battle().iter().chain(p.breeding.iter()) {
            if let Some(c) = u.sources().iter().find(|c| c.id == id) {
                return format!("{cost_verb} {} under {}", state.card_label(c), state.unit_label(u));
            }
        }
    }
    format!("Choose {id}")
}

/// The text of a card's effect, for an activation label.
fn ability_label(state: &DigimonState, card: fuda_kernel::ObjectId, ability: AbilityRef) -> String {
    let which = state.all_cards().into_iter().find(|c| c.id == card).map(|c| match ability {
        AbilityRef::Printed { index, inherited } => {
            let def = state.def(&c);
            let list = if inherited { &def.inherited } else { &def.effects };
            list.get(usize::from(index)).map(crate::cards::render::ability_text).unwrap_or_default()
        }
        AbilityRef::Keyword { keyword, .. } => crate::cards::render::keyword_text(keyword),
        AbilityRef::Granted(source) => crate::cards::granted::each(state.def_at(source.giver))
            .get(usize::from(source.nth))
            .map(|t| crate::cards::render::ability_text(&crate::cards::ast::Ability::Triggered((*t).clone())))
            .unwrap_or_default(),
        AbilityRef::Link { index } => state
            .def(&c)
            .link
            .as_ref()
            .and_then(|l| l.effects.get(usize::from(index)))
            .map(crate::cards::render::ability_text)
            .unwrap_or_default(),
    });
    which.unwrap_or_default()
}

/// The label of one option.
pub fn label(state: &DigimonState, choice: &Choice) -> String {
    match *choice {
        Choice::Mulligan(true) => "Mulligan".into(),
        Choice::Mulligan(false) => "Keep hand".into(),
        Choice::Hatch => "Hatch".into(),
        Choice::Move => match state.player(state.turn_player).breeding.as_ref() {
            Some(u) => format!("Move {} to the battle area", state.unit_label(u)),
            None => "Move".into(),
        },
        Choice::StayInBreeding => "Do nothing".into(),
        Choice::Play(id) => {
            let cost =
                state.players.iter().flat_map(|p| p.hand.iter()).find(|c| c.id == id).and_then(|c| state.def(c).cost);
            format!("Play {} (cost {})", hand_name(state, id), cost.unwrap_or(0))
        }
        Choice::Digivolve { card, onto, condition } => {
            let cost = state
                .players
                .iter()
                .flat_map(|p| p.hand.iter())
                .find(|c| c.id == card)
                .and_then(|c| digivolve::condition_cost(state, state.def(c), onto, condition))
                .unwrap_or(0);
            format!("Digivolve {} into {} (cost {cost})", unit_name(state, onto), hand_name(state, card))
        }
        Choice::PlayWith { card, method } => {
            let how = match method {
                Materials::DigiXros => "DigiXros",
                Materials::Assembly => "Assembly",
            };
            format!("Play {} with {how}", hand_name(state, card))
        }
        Choice::Jogress { card, first, second, .. } => {
            format!(
                "DNA digivolve {} + {} into {}",
                unit_name(state, first),
                unit_name(state, second),
                hand_name(state, card)
            )
        }
        Choice::Link { card, onto } => {
            let what = if state.find_unit(card).is_some() { unit_name(state, card) } else { hand_name(state, card) };
            format!("Link {what} to {}", unit_name(state, onto))
        }
        Choice::AppFusion { card, onto, .. } => {
            format!("App Fuse {} into {}", unit_name(state, onto), hand_name(state, card))
        }
        Choice::Burst { card, onto, tamer } => format!(
            "Burst digivolve {} into {} returning {}",
            unit_name(state, onto),
            hand_name(state, card),
            unit_name(state, tamer)
        ),
        Choice::Use(id) => {
            let cost =
                state.players.iter().flat_map(|p| p.hand.iter()).find(|c| c.id == id).and_then(|c| state.def(c).cost);
            format!("Use {} (cost {})", hand_name(state, id), cost.unwrap_or(0))
        }
        Choice::Attack { attacker, target } => {
            let to = match target {
                AttackTarget::Player => "the opponent".to_string(),
                AttackTarget::Digimon(id) => unit_name(state, id),
            };
            format!("Attack with {} → {to}", unit_name(state, attacker))
        }
        Choice::ActivateFrom { card, ability } => {
            let p = state.player(state.turn_player);
            let place = if p.hand.iter().any(|c| c.id == card) {
                "hand"
            } else if p.trash.iter().any(|c| c.id == card) {
                "trash"
            } else {
                "security"
            };
            let name = state.all_cards().into_iter().find(|c| c.id == card).map(|c| state.card_label(&c));
            format!("Activate {} from the {place}: {}", name.unwrap_or_default(), ability_label(state, card, ability))
        }
        Choice::Activate { unit, card, ability } => {
            format!("Activate {}: {}", unit_name(state, unit), ability_label(state, card, ability))
        }
        Choice::Pass => "Pass".into(),
        Choice::Counter { card, .. } => format!("Activate {} [Counter]", hand_name(state, card)),
        Choice::Block(id) => format!("Block with {}", unit_name(state, id)),
        Choice::NoBlock => "Do not block".into(),
        Choice::Pending(i) if state.decision.as_ref().is_some_and(|d| d.kind == DecisionKind::ImmediateOrder) => {
            match state.steps.last() {
                Some(crate::state::Step::Immediate { items }) => items.get(i).map_or_else(
                    || format!("Immediate effect {i}"),
                    |ctx| {
                        let timing = crate::query::effect::ability(&state.db, ctx)
                            .map_or(crate::cards::ast::Timing::WouldBeDeleted, |a| a.timing);
                        format!("Activate {}", crate::query::effect::describe(state, ctx, timing))
                    },
                ),
                _ => format!("Immediate effect {i}"),
            }
        }
        Choice::Pending(i) => {
            let seat = state.decision.as_ref().map_or(state.turn_player, |d| d.seat);
            state
                .pending
                .choices(seat)
                .find(|(j, _)| *j == i)
                .map_or_else(|| format!("Pending effect {i}"), |(_, p)| pending_label(state, p))
        }
        Choice::Pick(id) => pick_label(state, id),
        Choice::Done => "Done".into(),
        Choice::Number(n) => format!("{n}"),
        Choice::Yes => "Yes".into(),
        Choice::No => "No".into(),
        Choice::End(crate::cards::ast::StackEnd::Top) => "The top card of your security".into(),
        Choice::End(crate::cards::ast::StackEnd::Bottom) => "The bottom card of your security".into(),
    }
}

/// The label of a pending item, for the order decision.
pub fn pending_label(state: &DigimonState, p: &PendingEffect) -> String {
    match p {
        PendingEffect::Retaliation { .. } => "Retaliation".to_string(),
        PendingEffect::Deferred(Deferred::BurstTrash(_)) => "Burst digivolution: trash the top card".to_string(),
        PendingEffect::Deferred(Deferred::ExecuteDelete(_)) => "Execute: delete the attacker".to_string(),
        PendingEffect::Deferred(Deferred::Actions(ctx, _)) => {
            format!("At the end of the turn: {}", state.def_at(ctx.def).name)
        }
        PendingEffect::Deferred(Deferred::BattleEnd(ctx, _)) => {
            format!("At the end of the battle: {}", state.def_at(ctx.def).name)
        }
        PendingEffect::Ability(ctx) => {
            let timing = crate::query::effect::ability(&state.db, ctx).map_or(Timing::Main, |a| a.timing);
            format!("Activate {}", crate::query::effect::describe(state, ctx, timing))
        }
    }
}
