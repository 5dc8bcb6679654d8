//! The one-shot actions resolving (804.3): an ability's effects run as a [`Frame`], the rest of
//! its list in printed order (804.3a) with the slots its earlier steps bound. A step that needs a
//! choice carries the frame in its decision ([`pick`]) and continues it once answered, so a slot
//! bound by a choice reaches every later step.

pub mod appearing;
pub mod each;
pub mod pick;
pub mod search;
pub mod unit;
pub mod words;

use crate::cards::effect::{EventEffect, UnitAct};
use crate::rules;
pub use crate::state::frame::{Cite, Frame, Goal, Pick};
use crate::state::reader::Reader;
use crate::state::{Step, ZxState};
use fuda_kernel::ObjectId;
use fuda_kernel::lang::{Bindings, Bound, Evaluate, Slot};

/// Reads amounts and conditions for the effect's controller, with the frame's slots.
pub struct Scope<'a> {
    reader: Reader<'a>,
    bindings: &'a Bindings,
    frame: &'a Frame,
}

impl<'a> Scope<'a> {
    /// The scope of `frame` in `state`.
    pub fn new(state: &'a ZxState, frame: &'a Frame) -> Scope<'a> {
        Scope { reader: Reader { state, seat: frame.seat }, bindings: &frame.bindings, frame }
    }
}

impl Evaluate<crate::cards::ast::condition::Fact, crate::cards::ast::condition::Query> for Scope<'_> {
    fn atom(&self, atom: &crate::cards::ast::condition::Fact) -> bool {
        self.reader.atom(atom)
    }

    fn query(&self, query: &crate::cards::ast::condition::Query) -> i32 {
        match query {
            crate::cards::ast::condition::Query::Param { slot, of } => {
                crate::complement::param(self.reader.state, self.frame, slot, *of)
            }
            other => self.reader.query(other),
        }
    }

    fn bound(&self, slot: &Slot) -> Option<&Bound> {
        self.bindings.get(slot)
    }
}

/// An amount read now, as a count: numbers below 0 count 0 (102.10).
fn count(state: &ZxState, frame: &Frame, amount: &crate::cards::ast::condition::ZxAmount) -> u8 {
    u8::try_from(amount.eval(&Scope::new(state, frame)).max(0)).unwrap_or(u8::MAX)
}

/// Continues `frame`: its next effect resolves, the rest waiting below what it pushes.
pub fn run(state: &mut ZxState, mut frame: Frame) {
    if frame.effects.is_empty() {
        return;
    }
    let effect = frame.effects.remove(0);
    let rule = match frame.cite {
        Cite::Event => rules::EVENT_ABILITY,
        Cite::Ability => rules::ACTIVATED_PLAY,
    };
    let source = frame.source;
    // 815.2: the card whose ability this is is the source of its damage and delayed abilities.
    state.acting = Some(source);
    state.note(rule, |s| format!("{}: {}", s.name_of(&source), crate::cards::render::effect_text(&effect)));
    perform(state, frame, effect);
}

/// Pushes what is left of `frame`, if anything.
pub fn resume(state: &mut ZxState, frame: Frame) {
    state.resume(frame);
}

/// 102.4: an action done 0 times was not done.
fn not_done(state: &mut ZxState, what: &str) {
    state.note(rules::AS_MANY_AS_POSSIBLE, |_| format!("{what}: done 0 times, so not done"));
}

/// One effect of `frame`'s controller is performed; `frame` holds the effects after it.
fn perform(state: &mut ZxState, frame: Frame, effect: EventEffect) {
    let seat = frame.seat;
    match effect {
        EventEffect::Draw(n) => match count(state, &frame, &n) {
            0 => {
                not_done(state, "the draw");
                resume(state, frame);
            }
            n => {
                resume(state, frame);
                state.steps.push(Step::Draw { seat, count: n });
            }
        },
        EventEffect::Charge(n) => match count(state, &frame, &n) {
            0 => {
                not_done(state, "the charge");
                resume(state, frame);
            }
            n => {
                resume(state, frame);
                state.steps.push(Step::Charge { seat, count: n });
            }
        },
        EventEffect::Damage { amount, side } => {
            let n = amount.eval(&Scope::new(state, &frame));
            if n <= 0 {
                // 1002.4: damage of 0 or less is not dealt.
                state.note(rules::NO_DAMAGE, |_| format!("{n} damage is not dealt"));
                resume(state, frame);
                return;
            }
            let filter = Default::default();
            pick::units(state, frame, Goal::Act(UnitAct::Damage(n)), side, &filter, 1, false, None);
        }
        EventEffect::Choose { side, filter, act, count: n, up_to, bind } => {
            let n = count(state, &frame, &n);
            pick::units(state, frame, Goal::Act(act), side, &filter, n, up_to, bind);
        }
        EventEffect::Distribute { damage, side, filter, count: n } => {
            let total = damage.eval(&Scope::new(state, &frame));
            let n = count(state, &frame, &n);
            if total <= 0 {
                state.note(rules::NO_DAMAGE, |_| format!("{total} damage is not dealt"));
                resume(state, frame);
                return;
            }
            // 804.3d: every target gets at least 1, so no more targets than points.
            let n = n.min(u8::try_from(total).unwrap_or(u8::MAX));
            pick::units(state, frame, Goal::Distribute(total), side, &filter, n, true, None);
        }
        EventEffect::Move { from, to, count: n, up_to, filter, bind } => {
            let n = count(state, &frame, &n);
            pick::cards(state, frame, from, to, &filter, n, up_to, bind);
        }
        EventEffect::If { cond, then, otherwise } => {
            let holds = cond.holds(&Scope::new(state, &frame));
            state.note(rules::CONDITION_AT_SENTENCE, |_| {
                format!("the condition {}", if holds { "holds" } else { "does not hold" })
            });
            resume(state, frame.before(if holds { then } else { otherwise }));
        }
        EventEffect::May(effects) => {
            let can = effects.iter().all(|e| pick::feasible(state, &frame, e));
            let options = if can {
                vec![crate::state::Choice::Accept, crate::state::Choice::Pass]
            } else {
                state.note(rules::OPTIONAL_ALL_OR_NOTHING, |_| {
                    "the optional action can't be done in full: not done".into()
                });
                resume(state, frame);
                return;
            };
            let pick = Pick::new(frame, Goal::May(effects), Vec::new(), 0, true, None);
            state.ask(seat, crate::state::DecisionKind::Pick(Box::new(pick)), options);
        }
        EventEffect::Repeat { times, effects } => {
            let n = count(state, &frame, &times);
            if n == 0 {
                not_done(state, "the repetition");
            }
            let all: Vec<EventEffect> = (0..n).flat_map(|_| effects.iter().cloned()).collect();
            resume(state, frame.before(all));
        }
        EventEffect::That { slot, act } => {
            let ids: Vec<ObjectId> = frame.bindings.get(&slot).map(|b| b.objects().to_vec()).unwrap_or_default();
            let here: Vec<ObjectId> = ids.iter().copied().filter(|id| state.unit(*id).is_some()).collect();
            if here.len() < ids.len() {
                state.note(rules::NEW_OBJECT, |_| format!("a card bound to “{slot}” left its square: a new card now"));
                // 1003.3: off the squares (and not in Resource) a card has no Reboot or Sleep.
                if matches!(act, UnitAct::Sleep | UnitAct::Reboot) {
                    state.note(rules::SLEEP_ONLY_THERE, |_| {
                        "a card off the squares and Resource can't be rebooted or slept: ignored".to_string()
                    });
                }
            }
            let later = !frame.effects.is_empty();
            let seen = (later && crate::complement::moves(act)).then(|| crate::complement::see(state, &here));
            let at = state.steps.len();
            resume(state, frame);
            unit::act_on_all(state, seat, &here, act);
            if let Some(seen) = seen {
                crate::complement::rebind(state, at, Some(slot), &seen);
            }
        }
        EventEffect::Modes { pick, modes } => {
            let options = (0..modes.len()).map(|i| crate::state::Choice::Mode(i as u8)).collect();
            let p = Pick::new(frame, Goal::Modes(modes, Vec::new()), Vec::new(), pick, false, None);
            state.ask(seat, crate::state::DecisionKind::Pick(Box::new(p)), options);
        }
        EventEffect::LifeDecrease(n) => {
            let n = count(state, &frame, &n);
            resume(state, frame);
            unit::life_decrease(state, seat, n);
        }
        EventEffect::Ignite => {
            state.note(rules::IGNITE, |_| format!("{seat} ignites"));
            resume(state, frame);
            state.steps.push(Step::Reveal(seat));
        }
        EventEffect::StartPhase(phase) => {
            resume(state, frame);
            unit::start_phase(state, phase);
        }
        EventEffect::Recover(n) => {
            let n = count(state, &frame, &n);
            resume(state, frame);
            unit::recover(state, seat, n);
        }
        EventEffect::Igob(name) => {
            resume(state, frame);
            crate::extra::overboost::igob(state, seat, &name);
        }
        EventEffect::UntilEndOfTurn { whom, filter, changes } => {
            resume(state, frame);
            crate::continuous::lasting::begin(state, seat, whom, &filter, &changes);
        }
        EventEffect::Unison(name) => {
            resume(state, frame);
            crate::extra::unison::unison(state, seat, &name);
        }
        EventEffect::Delayed(ability) => {
            let (source, bindings) = (frame.source, frame.bindings.clone());
            resume(state, frame);
            crate::triggers::delayed::make_bound(state, seat, source, ability, bindings);
        }
        EventEffect::EachChooses { from, to, count: n } => {
            let n = count(state, &frame, &n);
            each::start(state, frame, from, to, n);
        }
        EventEffect::CreateToken(id) => {
            resume(state, frame);
            let squares = crate::play::zx_squares(state, seat);
            crate::objects::token::ask(state, seat, &id, squares);
        }
        EventEffect::Reveal { from, filter, bind } => search::reveal(state, frame, from, &filter, bind),
        EventEffect::Shuffle => {
            resume(state, frame);
            search::shuffle(state, seat);
        }
        EventEffect::PlayThat(slot) => {
            let ids: Vec<ObjectId> = frame.bindings.get(&slot).map(|b| b.objects().to_vec()).unwrap_or_default();
            resume(state, frame);
            search::play(state, seat, &ids);
        }
        EventEffect::Break(spec) => {
            let source = frame.source;
            resume(state, frame);
            crate::keywords::breaks::start(state, seat, source, spec);
        }
        EventEffect::AddIcon { icon, slot } => {
            let ids: Vec<ObjectId> = frame.bindings.get(&slot).map(|b| b.objects().to_vec()).unwrap_or_default();
            resume(state, frame);
            crate::icons::add(state, &ids, icon);
        }
        other @ (EventEffect::GainCounters { .. }
        | EventEffect::ConsumeCounters { .. }
        | EventEffect::CreateLink(_)
        | EventEffect::TrashLink
        | EventEffect::LifeShield(_)
        | EventEffect::ForceTop { .. }
        | EventEffect::ForceAway(_)
        | EventEffect::RenamePlayer(_)) => {
            resume(state, frame);
            crate::objects::perform(state, seat, other);
        }
    }
}
