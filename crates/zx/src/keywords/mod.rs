//! キーワード能力 (1100), each written once here and named on cards as data
//! ([`crate::cards::Keyword`]): the setup keywords Start Card, Gate Card and Start Resource
//! (1102, 1114, 1128 with 402.1c–e, [`setup_cards`]), Life Recovery and Void Bringer (1103,
//! 1104), Evolseed (1106), Zekkai (1107), InfiniteSolitude (1110), Z/Xtend Drive! (1113),
//! Den'ei (1115), Stylish Headbutt (1112, as docs/zx/rulings.md defines it) and the keyword
//! condition Crisis with its rule effect (1024, 910). Zero Optima (1109) is a condition atom of the ability language
//! ([`crate::cards::ast::condition::Fact::ZeroOptima`]).
//!
//! The rest of the engine calls in at a few points: a card appearing ([`appeared`]), a card
//! going from the deck straight to the trash ([`evolseed::from_deck_to_trash`]), an effect
//! choosing a Z/X ([`zekkai::choosable`]), a player's damage recorded and priority
//! pre-processing ([`crisis::damaged`], [`crisis::check`]), the main phase's options ([`main_options`]), and the
//! keyword steps, decisions and options ([`run`], [`answer`], [`play`]).

pub mod color_break;
pub mod crisis;
pub mod den_ei;
pub mod evolseed;
pub mod gravity_assist;
pub mod infinite_solitude;
pub mod life_recovery;
pub mod overdrive;
pub mod raid;
pub mod renkei;
pub mod setup_cards;
pub mod stylish_headbutt;
pub mod void_bringer;
pub mod zekkai;
pub mod zxtend_drive;

use crate::cards::{Card, Keyword};
use crate::rules;
use crate::state::keywords::{KwChoice, KwDecision, KwStep};
use crate::state::{Choice, Origin, ZxState};
use fuda_kernel::Seat;

/// Runs a keyword step.
pub fn run(state: &mut ZxState, step: KwStep) {
    match step {
        KwStep::SetupPick { seat, kind } => setup_cards::offer(state, seat, kind),
        KwStep::SetupDeal => setup_cards::deal(state, true),
        KwStep::Triggered(t) => {
            let keyword = state.def(&t.source).keyword_at(t.index).cloned().expect("a triggered keyword ability");
            state.note(rules::AUTOMATIC_PLAY, |s| {
                format!("{} plays the {} ability of {}", t.seat, keyword.words(), s.name_of(&t.source))
            });
            match keyword {
                Keyword::Evolseed(effects) => {
                    state.resume(crate::state::frame::Frame::new(
                        t.seat,
                        t.source,
                        effects,
                        crate::state::frame::Cite::Ability,
                    ));
                }
                Keyword::InfiniteSolitude => infinite_solitude::choose(state, t.seat, t.source.id, Vec::new()),
                Keyword::StylishHeadbutt => stylish_headbutt::choose(state, t.seat),
                Keyword::GravityAssist => gravity_assist::play(state, t),
                Keyword::ColorBreak => color_break::play(state, t),
                other => unreachable!("{other:?} has no automatic ability: only automatic ones trigger"),
            }
        }
    }
}

/// Applies the answer `choice` to a keyword's decision.
pub fn answer(state: &mut ZxState, seat: Seat, decision: KwDecision, choice: Choice) {
    match decision {
        KwDecision::SetupPick(kind) => setup_cards::picked(state, seat, kind, choice),
        KwDecision::VoidBringer => void_bringer::chosen(state, seat, choice),
        KwDecision::Solitude { source, chosen } => infinite_solitude::answer(state, seat, source, chosen, choice),
        KwDecision::Crisis => crisis::answer(state, seat, choice),
        KwDecision::Headbutt => stylish_headbutt::chosen(state, seat, choice),
        KwDecision::HeadbuttSquare(id) => stylish_headbutt::moved(state, id, choice),
        KwDecision::ColorBreakTrash { source } => color_break::trash_or_not(state, seat, source, choice),
        KwDecision::ColorBreakPick { square } => color_break::picked(state, seat, square, choice),
        KwDecision::RaidSquare { card } => raid::appear(state, seat, card, choice),
    }
}

/// The keyword abilities `seat` may play in the main phase (506.2).
pub fn main_options(state: &ZxState, seat: Seat) -> Vec<KwChoice> {
    let mut out = den_ei::options(state, seat);
    out.extend(zxtend_drive::options(state, seat));
    out
}

/// Plays the keyword ability of a main-phase option.
pub fn play(state: &mut ZxState, seat: Seat, choice: KwChoice) {
    match choice {
        KwChoice::DenEi { card, returned } => den_ei::play(state, seat, card, returned),
        KwChoice::ZxtendDrive { unit } => zxtend_drive::play(state, seat, unit),
    }
}

/// A main-phase option's label.
pub fn label(state: &ZxState, choice: KwChoice) -> String {
    match choice {
        KwChoice::DenEi { card, returned } => den_ei::label(state, card, returned),
        KwChoice::ZxtendDrive { unit } => zxtend_drive::label(state, unit),
    }
}

/// A keyword decision's question.
pub fn prompt(state: &ZxState, decision: &KwDecision) -> String {
    match decision {
        KwDecision::SetupPick(kind) => setup_cards::prompt(*kind),
        KwDecision::VoidBringer => "Void Bringer: which Z/X on a square goes to the trash (1104.2)?".to_string(),
        KwDecision::Solitude { source, .. } => infinite_solitude::prompt(state, *source),
        KwDecision::Crisis => "Crisis: reveal your PL EX onto your Player card (910.1a)?".to_string(),
        KwDecision::Headbutt => "Stylish Headbutt: which opponent's Z/X moves and sleeps (1112.1)?".to_string(),
        KwDecision::HeadbuttSquare(_) => "Stylish Headbutt: to which empty normal square (1112.1)?".to_string(),
        KwDecision::ColorBreakTrash { source } => {
            let name = state.unit(*source).map(|(_, u)| state.name_of(&u.card)).unwrap_or_default();
            format!("Color Break: put {name} into the trash (1130.2)?")
        }
        KwDecision::ColorBreakPick { square } => {
            format!("Color Break: which Z/X of your trash appears on {} (1130.2)?", square.name())
        }
        KwDecision::RaidSquare { .. } => "Raid: which normal square without Z/X (1131.2)?".to_string(),
    }
}

/// `card` of `seat` appeared on a square from `origin`: Life Recovery and Void Bringer apply
/// (1103.2, 1104.2), InfiniteSolitude and Stylish Headbutt trigger (1110.2, 1112.1).
pub fn appeared(state: &mut ZxState, card: Card, seat: Seat, origin: Origin) {
    let def = state.def(&card);
    let keywords: Vec<(u8, Keyword)> = def.numbered_keywords().map(|(i, k)| (i, k.clone())).collect();
    for (index, keyword) in keywords {
        match keyword {
            Keyword::LifeRecovery if origin == Origin::Life => life_recovery::apply(state, seat, &card),
            Keyword::VoidBringer if origin == Origin::Life => void_bringer::apply(state, seat, &card),
            Keyword::InfiniteSolitude | Keyword::StylishHeadbutt => {
                let words = keyword.words();
                state.note(rules::TRIGGERED, |s| format!("the {words} ability of {} triggers", s.name_of(&card)));
                state.pending.push(crate::state::Triggered { seat, source: card, index, delayed: None });
            }
            Keyword::StartCard
            | Keyword::LifeRecovery
            | Keyword::VoidBringer
            | Keyword::Zekkai
            | Keyword::GateCard
            | Keyword::StartResource
            | Keyword::Overdrive
            | Keyword::ZekkaiP(_)
            | Keyword::Evolseed(_)
            | Keyword::Range(_)
            | Keyword::RangeInfinite
            | Keyword::DenEi(_)
            | Keyword::ZxtendDrive(_)
            | Keyword::Crisis(_)
            | Keyword::Renkei(_)
            | Keyword::GravityAssist
            | Keyword::ColorBreak
            | Keyword::Raid
            | Keyword::Advent(_)
            | Keyword::Awakening(_)
            | Keyword::DreamArmour(_)
            | Keyword::Possession(_)
            | Keyword::WhenPlaying(_) => {}
        }
    }
}

/// The Z/X on squares whose controller `whose` accepts that an effect may choose (1023.1),
/// Zekkai aside (1107.2).
pub fn choosable_zx(state: &ZxState, whose: impl Fn(Seat) -> bool) -> Vec<fuda_kernel::ObjectId> {
    state
        .units()
        .filter(|(_, u)| state.def(&u.card).kind.is_zx() && whose(u.controller))
        .map(|(_, u)| u.card.id)
        .filter(|id| zekkai::choosable(state, *id))
        .collect()
}

/// The pending entry for keyword number `k` of `card`'s keywords: numbered after the card's
/// printed abilities (808.1).
pub fn triggered(state: &ZxState, seat: Seat, source: Card, k: usize) -> crate::state::Triggered {
    let index = state.def(&source).abilities.len() + k;
    crate::state::Triggered {
        seat,
        source,
        index: u8::try_from(index).expect("a card prints few abilities"),
        delayed: None,
    }
}

/// 503.1: 'start of draw phase' triggers Gravity Assist (1126.2) and Color Break (1130.2).
pub fn draw_phase_started(state: &mut ZxState) {
    gravity_assist::trigger(state);
    color_break::trigger(state);
}

/// 507.8: what the keywords remember for a turn is forgotten when it ends.
pub fn turn_over(state: &mut ZxState) {
    raid::turn_over(state);
    overdrive::forget_gone(state);
}
