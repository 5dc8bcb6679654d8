//! Load-time checks of the card language inside an effect: every slot is bound before a process
//! reads it, written numbers are 0 or more (104.5), and the processes a step holds fit it.

use super::ast::{Action, Effect};
use super::lang::{NsAmount, amount_reads, cond_reads, slot};
use fuda_kernel::error::InputError;
use fuda_kernel::lang::Slot;

fn problem(id: &str, field: &str, message: impl Into<String>) -> InputError {
    InputError::new(format!("card {id}: {}", message.into())).field(field.to_string())
}

/// The names the engine binds itself.
fn reserved(name: &str) -> bool {
    [slot::THIS, slot::TARGET, slot::THAT, Slot::PREVIOUS].contains(&name)
}

/// Checks the language of an effect: its condition and its processes, in order.
pub fn check(id: &str, field: &str, effect: &Effect) -> Result<(), InputError> {
    let mut bound: Vec<String> = Vec::new();
    if let Some(t) = &effect.target {
        target(id, &format!("{field}.target"), t)?;
    }
    if let Some(c) = &effect.cond {
        let (mut slots, mut numbers) = (Vec::new(), Vec::new());
        cond_reads(c, &mut slots, &mut numbers);
        reads(id, &format!("{field}.if"), &slots, &numbers, &bound)?;
    }
    steps(id, &format!("{field}.do"), &effect.actions, &mut bound)
}

/// A target is chosen before any process binds a name (1204.2e): its filter reads only `this`.
fn target(id: &str, field: &str, t: &super::ast::Target) -> Result<(), InputError> {
    let (mut slots, mut numbers) = (Vec::new(), Vec::new());
    super::lang::filter_reads(&t.which, &mut slots, &mut numbers);
    reads(id, field, &slots, &numbers, &[])
}

fn reads(id: &str, field: &str, slots: &[&Slot], numbers: &[i32], bound: &[String]) -> Result<(), InputError> {
    if let Some(n) = numbers.iter().find(|n| **n < 0) {
        return Err(problem(id, field, format!("expected a number 0 or more, found {n} (104.5)")));
    }
    match slots.iter().find(|s| !reserved(s.name()) && !bound.iter().any(|b| b == s.name())) {
        Some(s) => Err(problem(
            id,
            field,
            format!("the slot \"{s}\" is read before a `bind` names it (this, target, that and previous need none)"),
        )),
        None => Ok(()),
    }
}

/// Checks the slots and numbers a filter reads.
pub fn filter(id: &str, field: &str, f: &super::lang::NsFilter, bound: &[String]) -> Result<(), InputError> {
    let (mut slots, mut numbers) = (Vec::new(), Vec::new());
    super::lang::filter_reads(f, &mut slots, &mut numbers);
    reads(id, field, &slots, &numbers, bound)
}

fn amount(id: &str, field: &str, a: &NsAmount, bound: &[String]) -> Result<(), InputError> {
    let (mut slots, mut numbers) = (Vec::new(), Vec::new());
    amount_reads(a, &mut slots, &mut numbers);
    reads(id, field, &slots, &numbers, bound)
}

/// Checks a cost made of processes (1203.1): only processes whose payability can be told
/// before paying (1203.2), and `pay-ether` only where no other ether is paid with it.
pub fn cost(id: &str, field: &str, cost: &[Action], ether: bool) -> Result<(), InputError> {
    use super::lang::Zone;
    for (i, a) in cost.iter().enumerate() {
        let ok = matches!(a, Action::Discard(_) | Action::Jitsu(_) | Action::Reveal(_) | Action::DamageYou(_))
            || (ether && matches!(a, Action::PayEther(_)))
            || matches!(a, Action::OjigiCards(p) if p.from.zone == Zone::Field && !p.up_to)
            || matches!(a, Action::DamageChosen(_));
        if !ok {
            let ether = if ether { "pay-ether, " } else { "" };
            return Err(problem(
                id,
                &format!("{field}[{i}]"),
                format!(
                    "a cost is made of {ether}discard, jitsu, reveal, damage-you, damage-chosen and ojigi-cards (on the field, not up-to)"
                ),
            ));
        }
    }
    steps(id, field, cost, &mut Vec::new())
}

/// Checks processes in text order; `bound` gathers the names bound so far.
pub fn steps(id: &str, field: &str, actions: &[Action], bound: &mut Vec<String>) -> Result<(), InputError> {
    for (i, a) in actions.iter().enumerate() {
        let at = format!("{field}[{i}]");
        match a {
            Action::Draw(n) | Action::Damage(n) | Action::DamageOpponent(n) | Action::DamageYou(n) => {
                amount(id, &at, n, bound)?;
            }
            Action::Mill(m) => amount(id, &format!("{at}.mill.count"), &m.count, bound)?,
            // +N/-N: a written change may be negative; only its names are checked.
            Action::Buff { karate, durability, .. } => {
                let (mut slots, mut numbers) = (Vec::new(), Vec::new());
                amount_reads(karate, &mut slots, &mut numbers);
                amount_reads(durability, &mut slots, &mut numbers);
                reads(id, &format!("{at}.buff"), &slots, &[], bound)?;
            }
            Action::Bind(name) => {
                if reserved(name.name()) || name.name().is_empty() {
                    return Err(problem(
                        id,
                        &format!("{at}.bind"),
                        format!(
                            "expected a name of your own, found \"{name}\" (this, target, that and previous are the engine's)"
                        ),
                    ));
                }
                if i == 0 {
                    return Err(problem(id, &format!("{at}.bind"), "`bind` names what the process before it acted on"));
                }
                bound.push(name.name().to_string());
            }
            Action::On(on) => {
                reads(id, &format!("{at}.on.slot"), &[&on.slot], &[], bound)?;
                if on.actions.is_empty() || !on.actions.iter().all(Action::acts_on_one) {
                    return Err(problem(
                        id,
                        &format!("{at}.on.do"),
                        "`on` does at least one process to each character in the slot, and only such processes",
                    ));
                }
                steps(id, &format!("{at}.on.do"), &on.actions, bound)?;
            }
            Action::If(x) => {
                let (mut slots, mut numbers) = (Vec::new(), Vec::new());
                cond_reads(&x.cond, &mut slots, &mut numbers);
                reads(id, &format!("{at}.if.cond"), &slots, &numbers, bound)?;
                if x.then.is_empty() {
                    return Err(problem(id, &format!("{at}.if.then"), "expected at least one action"));
                }
                // A name bound in one branch may not be bound in the other: only names bound
                // before the step may be read after it.
                steps(id, &format!("{at}.if.then"), &x.then, &mut bound.clone())?;
                steps(id, &format!("{at}.if.else"), &x.otherwise, &mut bound.clone())?;
            }
            Action::May { cost, then } => {
                steps(id, &format!("{at}.may.cost"), cost, bound)?;
                steps(id, &format!("{at}.may.then"), then, bound)?;
            }
            Action::ChooseThen { target: t, actions } => {
                target(id, &format!("{at}.choose-then.target"), t)?;
                steps(id, &format!("{at}.choose-then.do"), actions, bound)?;
            }
            // A delayed ability is an effect of its own (1209.7): it reads no earlier names.
            Action::AtTurnEnd(later) => steps(id, &format!("{at}.at-turn-end"), later, &mut Vec::new())?,
            Action::OjigiCards(pick) => {
                use super::lang::Zone;
                let (mut slots, mut numbers) = (Vec::new(), Vec::new());
                super::lang::filter_reads(&pick.from.which, &mut slots, &mut numbers);
                reads(id, &at, &slots, &numbers, bound)?;
                if pick.count == 0 || !matches!(pick.from.zone, Zone::Field | Zone::Ether) {
                    return Err(problem(id, &at, "`ojigi-cards` bows 1 or more cards of the field or the Ether zone"));
                }
            }
            Action::DamageChosen(d) => {
                filter(id, &at, &d.from.which, bound)?;
                if d.count == 0 || d.from.zone != super::lang::Zone::Field {
                    return Err(problem(id, &at, "`damage-chosen` deals damage to 1 or more characters of the field"));
                }
            }
            Action::Choose(pick) | Action::PutIntoHand(pick) => {
                use super::lang::Zone;
                let into_hand = matches!(a, Action::PutIntoHand(_));
                let (mut slots, mut numbers) = (Vec::new(), Vec::new());
                super::lang::filter_reads(&pick.from.which, &mut slots, &mut numbers);
                reads(id, &at, &slots, &numbers, bound)?;
                let public = matches!(pick.from.zone, Zone::Ohigan | Zone::Ether | Zone::Damage | Zone::Exclusion);
                if pick.count == 0 || !(public || (!into_hand && pick.from.zone == Zone::Field)) {
                    return Err(problem(
                        id,
                        &at,
                        "chooses 1 or more cards of a public zone: ohigan, ether, damage or exclusion (`choose` also field); a search looks through a deck",
                    ));
                }
            }
            Action::EachPlayer(actions) => {
                if actions.is_empty() || actions.iter().any(Action::uses_target) {
                    return Err(problem(
                        id,
                        &format!("{at}.each-player"),
                        "`each-player` does at least one process, none of them to a target",
                    ));
                }
                steps(id, &format!("{at}.each-player"), actions, bound)?;
            }
            Action::Search(x) => {
                filter(id, &format!("{at}.search"), &x.which, bound)?;
                if x.count == 0 || (x.total_cost.is_some() && x.count < 2) {
                    return Err(problem(
                        id,
                        &format!("{at}.search"),
                        "`count` is 1 or more, and a `total-cost` needs a `count` of 2 or more (use `max-cost` for one card)",
                    ));
                }
            }
            Action::ActAs(_) => {
                return Err(problem(id, &at, "`act-as` is the engine's, put in by `each-player` as it runs"));
            }
            Action::PayEther(_) => {}
            Action::Reveal(x) => filter(id, &format!("{at}.reveal"), &x.which, bound)?,
            Action::BuffAll(x) => filter(id, &format!("{at}.buff-all"), &x.which, bound)?,
            // A public zone's card is chosen at entry (1204.2e), before any process binds a name.
            Action::Ambush(from) => {
                let (mut slots, mut numbers) = (Vec::new(), Vec::new());
                super::lang::filter_reads(&from.which, &mut slots, &mut numbers);
                reads(id, &format!("{at}.ambush"), &slots, &numbers, &[])?;
            }
            Action::Distribute(_)
            | Action::Kill
            | Action::ReturnToHand
            | Action::Set { .. }
            | Action::Recover(_)
            | Action::Ojigi
            | Action::Untap
            | Action::Counter
            | Action::TakeControl
            | Action::Discard(_)
            | Action::PutOnDeck
            | Action::Exclude
            | Action::Jitsu(_) => {}
        }
    }
    Ok(())
}
