//! Continuous effects that effects create (9.3.1.2): made by the actions (修正A)/(修正B) (5.17),
//! 「～にする」 (9.10.4), 「～できない」 (1.3.3) and 「能力を失う」 (9.10.1.2) on the characters
//! they pick; ended by their durations (7.6.4, 8.5.2); following a character that moves
//! between the entry and a member slot but not one that leaves the stage (9.10.2, ruling R43).

use crate::cards::Card;
use crate::cards::ability::Until;
use crate::rules;
use crate::state::RebirthState;
use crate::state::lasting::{Change, Lasting};
use fuda_kernel::{ObjectId, Seat};

/// Creates a lasting effect of the ability of `source` (mastered by `master`) on character
/// object `target`; its timestamp is taken now (9.10.1.6.2, ruling R44).
pub fn create(state: &mut RebirthState, master: Seat, source: Card, target: &Card, until: Until, change: Change) {
    let stamp = state.objects.fresh();
    // 4.5.5.1: a face-down member is not named in public.
    let name = match super::face_down::given(state, target) {
        Some(_) => "a face-down character".to_string(),
        None => state.name_of(target),
    };
    let seat = target.owner;
    let (rule, what) = match &change {
        Change::Modify { atk, def } => (rules::MODIFY, format!("gets {atk:+}/{def:+}")),
        Change::Prohibit(p) => (rules::PROHIBITION, p.words().to_string()),
        Change::LoseAbilities => (rules::LAYER_ABILITIES, "loses its abilities".to_string()),
        Change::FaceDown { atk, def } => (rules::FACE_DOWN_INFO, format!("is a {atk}/{def} character")),
    };
    state.lasting.push(Lasting { master, source, target: target.id, stamp, until, change });
    let now = super::of(state, target);
    state.note(rule, |_| format!("{name} of {seat} {what} {} (ATK {}, DEF {})", until.words(), now.atk, now.def));
}

/// Ends the effects whose duration is `until` (7.6.4, 8.5.2), and forgets those on cards that
/// have left the stage (9.10.2): they will never apply again.
pub fn expire(state: &mut RebirthState, until: Until) {
    let ended = state.lasting.iter().filter(|l| l.until == until).count();
    let on_stage: Vec<ObjectId> = super::board(state).iter().map(|s| s.card.id).collect();
    state.lasting.retain(|l| l.until != until && on_stage.contains(&l.target));
    if ended > 0 {
        let (rule, words) = match until {
            Until::Attack => (rules::ATTACK_EFFECTS_END, "「このアタック中」"),
            _ => (rules::TURN_EFFECTS_END, "「ターン終了時まで」 and 「このターン中」"),
        };
        state.note(rule, |_| format!("the {words} effects end"));
    }
}

/// A character moved from the entry to a member slot or back, becoming object `new`: the
/// lasting effects on it follow it, since it did not leave the stage (9.10.2, ruling R43).
pub fn follow(state: &mut RebirthState, old: ObjectId, new: ObjectId) {
    for l in state.lasting.iter_mut().filter(|l| l.target == old) {
        l.target = new;
    }
}
