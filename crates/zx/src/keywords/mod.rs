//! キーワード能力 (1100), each written once here and named on cards as data
//! ([`crate::cards::Keyword`]): the setup keywords Start Card, Gate Card and Start Resource
//! (1102, 1114, 1128 with 402.1c–e, [`setup_cards`]), Life Recovery and Void Bringer (1103,
//! 1104), Evolseed (1106), Zekkai (1107), InfiniteSolitude (1110), Z/Xtend Drive! (1113),
//! Den'ei (1115), Stylish Headbutt (1112, as docs/zx/rulings.md defines it) and the keyword
//! condition Crisis with its rule effect (1024, 910); Install (1116, as ruled), Rewrite (1117),
//! Hangon (1121), Shouka (1123), Phantom (1125), Dress Up (1134) and Sympathy (1136, a gate whose
//! grants [`crate::continuous::sympathy::granted`] lists). Zero Optima (1109) is a condition atom of the ability language
//! ([`crate::cards::ast::condition::Fact::ZeroOptima`]).
//!
//! The rest of the engine calls in at a few points: a card appearing ([`appeared`]), a card
//! going from the deck straight to the trash ([`evolseed::from_deck_to_trash`]), an effect
//! choosing a Z/X ([`zekkai::choosable`]), a player's damage recorded and priority
//! pre-processing ([`crisis::damaged`], [`crisis::check`]), a Z/X destroyed ([`destroyed`]), the main phase's options ([`main_options`]), and the
//! keyword steps, decisions and options ([`run`], [`answer`], [`play`]).

pub mod activate;
pub mod alter_force;
pub mod appear;
pub mod arrival;
pub mod breaks;
pub mod color_break;
pub mod crisis;
pub mod den_ei;
pub mod dress_up;
pub mod evolseed;
pub mod genesis;
pub mod gravity_assist;
pub mod hangon;
pub mod infinite_solitude;
pub mod install;
pub mod keyword_cost;
pub mod life_recovery;
pub mod overdrive;
pub mod phantom;
pub mod raid;
pub mod rewrite;
pub mod setup_cards;
pub mod shouka;
pub mod stylish_headbutt;
pub mod trance;
pub mod void_bringer;
pub mod zekkai;
pub mod zxtend_drive;

use crate::cards::{Card, Keyword};
use crate::rules;
use crate::state::keywords::{AppearBy, KwChoice, KwDecision, KwStep};
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
                Keyword::Shouka { .. } => shouka::play(state, t),
                Keyword::DressUp => dress_up::play(state, t),
                Keyword::Hangon(_) => hangon::play(state, t),
                Keyword::Install(_) => install::play(state, t),
                Keyword::AlterForce(n) => alter_force::play(state, t, n),
                other => unreachable!("{other:?} has no automatic ability: only automatic ones trigger"),
            }
        }
        KwStep::RewriteDone { card, seat } => rewrite::done(state, seat, card),
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
        KwDecision::ShoukaPick { source, chosen } => shouka::answer(state, seat, source, chosen, choice),
        KwDecision::DressUpPut { source } => dress_up::put_or_not(state, seat, source, choice),
        KwDecision::DressUpPick => dress_up::picked(state, seat, choice),
        KwDecision::AppearSquare { card, by } => {
            let Choice::Square(square) = choice else { unreachable!("only squares are offered") };
            let (rule, words) = match by {
                AppearBy::DressUp => (rules::DRESS_UP, "Dress Up"),
                AppearBy::Hangon => (rules::HANGON, "Hangon"),
            };
            appear::from_zone(state, seat, card, square, rule, words);
        }
        KwDecision::HangonPay { card } => hangon::pay_or_not(state, seat, card, choice),
        KwDecision::Pay { purpose, chosen } => keyword_cost::chosen(state, seat, purpose, chosen, choice),
        KwDecision::RewriteAbility { card } => rewrite::chosen(state, seat, card, choice),
        KwDecision::InstallPick { source } => install::picked(state, seat, source, choice),
        KwDecision::AlterForce { source, n, chosen } => alter_force::answer(state, seat, source, n, chosen, choice),
        KwDecision::ActivatePay { unit, chosen } => activate::paid(state, seat, unit, chosen, choice),
        KwDecision::ActivatePick { .. } => activate::picked(state, seat, choice),
        KwDecision::ActivateSquare { card } => activate::appear(state, seat, card, choice),
        KwDecision::TrancePick => trance::picked(state, seat, choice),
        KwDecision::TranceSquare { card } => trance::appear(state, seat, card, choice),
        KwDecision::GenesisSleep { card } => genesis::slept(state, seat, card, choice),
        KwDecision::GenesisFirst { card } => genesis::first(state, seat, card, choice),
        KwDecision::GenesisSecond { card, first } => genesis::second(state, seat, card, first, choice),
    }
}

/// The keyword activated abilities `seat` may play now: in the main phase (506.2) and, as
/// activated abilities, with priority in the battle event step (603.1b); each is valid only in
/// its controller's turn (1115.2, 1117.2, 1118.2, 1125.2, 1132.2).
pub fn main_options(state: &ZxState, seat: Seat) -> Vec<KwChoice> {
    let mut out = den_ei::options(state, seat);
    out.extend(zxtend_drive::options(state, seat));
    out.extend(phantom::options(state, seat));
    out.extend(rewrite::options(state, seat));
    out.extend(install::options(state, seat));
    out.extend(activate::options(state, seat));
    out.extend(trance::options(state, seat));
    out.extend(genesis::options(state, seat));
    out
}

/// Plays the keyword ability of a main-phase option.
pub fn play(state: &mut ZxState, seat: Seat, choice: KwChoice) {
    match choice {
        KwChoice::DenEi { card, returned } => den_ei::play(state, seat, card, returned),
        KwChoice::ZxtendDrive { unit } => zxtend_drive::play(state, seat, unit),
        KwChoice::Phantom { unit, charged } => phantom::play(state, seat, unit, charged),
        KwChoice::Rewrite { card } => rewrite::play(state, seat, card),
        KwChoice::Install { unit } => install::play_gained(state, seat, unit),
        KwChoice::Activate { unit } => activate::play(state, seat, unit),
        KwChoice::Trance { force } => trance::play(state, seat, force),
        KwChoice::GenesisRebuild { card } => genesis::play(state, seat, card),
    }
}

/// A main-phase option's label.
pub fn label(state: &ZxState, choice: KwChoice) -> String {
    match choice {
        KwChoice::DenEi { card, returned } => den_ei::label(state, card, returned),
        KwChoice::ZxtendDrive { unit } => zxtend_drive::label(state, unit),
        KwChoice::Phantom { unit, charged } => phantom::label(state, unit, charged),
        KwChoice::Rewrite { card } => rewrite::label(state, card),
        KwChoice::Install { unit } => install::label(state, unit),
        KwChoice::Activate { unit } => activate::label(state, unit),
        KwChoice::Trance { force } => trance::label(state, force),
        KwChoice::GenesisRebuild { card } => genesis::label(state, card),
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
        KwDecision::ShoukaPick { source, chosen } => shouka::prompt(state, source, chosen),
        KwDecision::DressUpPut { .. } => "Dress Up: put this card face up into Dynamis (1134.2)?".to_string(),
        KwDecision::DressUpPick => "Dress Up: which face-down [Influencer] appears (1134.2)?".to_string(),
        KwDecision::AppearSquare { by: AppearBy::DressUp, .. } => {
            "Dress Up: which normal square without Z/X (1134.2)?".to_string()
        }
        KwDecision::AppearSquare { by: AppearBy::Hangon, .. } => {
            "Hangon: which normal square without Z/X (1121.2)?".to_string()
        }
        KwDecision::HangonPay { .. } => "Hangon: pay the cost to have this card appear (1121.2)?".to_string(),
        KwDecision::Pay { .. } => "Which resource pays for the keyword's cost (805.3)?".to_string(),
        KwDecision::RewriteAbility { .. } => "Rewrite: which original ability resolves (1117.2)?".to_string(),
        KwDecision::InstallPick { .. } => "Install: which Z/X named \"Tenshin\" is removed (1116.1)?".to_string(),
        KwDecision::AlterForce { n, chosen, .. } => {
            let rule = if *n == 1 { "1108.2" } else { "1108.3" };
            format!(
                "Alter Force: which card of your trash becomes a force ({} of up to {n}, {rule})?",
                chosen.len() + 1
            )
        }
        KwDecision::ActivatePay { .. } => "Activate: which resource pays (805.3, 1118.2)?".to_string(),
        KwDecision::ActivatePick { .. } => "Activate: which 式神 force appears (1118.2)?".to_string(),
        KwDecision::ActivateSquare { .. } | KwDecision::TranceSquare { .. } => {
            "Which normal square without Z/X does it appear on (1118.2, 1132.2)?".to_string()
        }
        KwDecision::TrancePick => "Trance: which 【TT】 Z/X of your Dynamis appears (1132.2)?".to_string(),
        KwDecision::GenesisSleep { .. } => format!("World Re-creation: which {} sleeps (1127.2)?", genesis::SLEEPS),
        KwDecision::GenesisFirst { .. } => {
            "World Re-creation: which card of your hand is the first of the two kinds (1127.2)?".to_string()
        }
        KwDecision::GenesisSecond { .. } => {
            "World Re-creation: which card fits it as the other half (1007.5)?".to_string()
        }
    }
}

/// 813.1–813.2: a special ability of appearing executes now, during the card's play, not in the
/// next priority pre-processing as an automatic ability would.
fn special(state: &mut ZxState, card: &Card, keyword: &Keyword) {
    let words = keyword.words();
    state.note(rules::SPECIAL_ON_APPEARING, |s| {
        format!("{} has appeared: its special ability {words} executes at once", s.name_of(card))
    });
}

/// `card` of `seat` appeared on a square ([`arrival::arrived`]), played from `played` if it was
/// played: Life Recovery and Void Bringer apply (1103.2, 1104.2), InfiniteSolitude and Stylish
/// Headbutt trigger (1110.2, 1112.1).
pub fn appeared(state: &mut ZxState, card: Card, seat: Seat, played: Option<Origin>) {
    let def = state.def(&card);
    let keywords: Vec<(u8, Keyword)> = def.numbered_keywords().map(|(i, k)| (i, k.clone())).collect();
    for (index, keyword) in keywords {
        match keyword {
            Keyword::LifeRecovery if played == Some(Origin::Life) => {
                special(state, &card, &keyword);
                life_recovery::apply(state, seat, &card);
            }
            Keyword::VoidBringer if played == Some(Origin::Life) => {
                special(state, &card, &keyword);
                void_bringer::apply(state, seat, &card);
            }
            Keyword::InfiniteSolitude | Keyword::StylishHeadbutt => {
                let words = keyword.words();
                state.note(rules::TRIGGERED, |s| format!("the {words} ability of {} triggers", s.name_of(&card)));
                state.pending.push(crate::state::Triggered { seat, source: card, index, delayed: None, via: None });
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
            | Keyword::Install(_)
            | Keyword::Rewrite(_)
            | Keyword::Hangon(_)
            | Keyword::Shouka { .. }
            | Keyword::Phantom(_)
            | Keyword::DressUp
            | Keyword::AlterForce(_)
            | Keyword::Activate(_)
            | Keyword::Trance
            | Keyword::Advent(_)
            | Keyword::Awakening(_)
            | Keyword::DreamArmour(_)
            | Keyword::Possession(_)
            | Keyword::WhenPlaying(_)
            | Keyword::GenesisRebuild(_) => {}
        }
    }
    alter_force::on_appear(state, card, seat);
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
        via: None,
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
    trance::turn_over(state);
    overdrive::forget_gone(state);
    install::forget_gone(state);
    genesis::forget_gone(state);
}

/// The Z/X `lki` was destroyed, `by` battle or an effect (1203, 1204): the keywords waiting for
/// a Z/X of theirs to destroy an opponent's Z/X trigger (1121.2, 1134.2).
pub fn destroyed(state: &mut ZxState, lki: crate::lki::Lki, by: Option<crate::lki::By>) {
    if !state.def(&lki.card).kind.is_zx() {
        return;
    }
    // 1203.2: in battle, the attacker dealt the damage; 1204.1: by an effect, its source.
    let (destroyer, seat, in_battle) = match by {
        Some(crate::lki::By::Battle) => {
            let Some((_, u)) = state.battle.and_then(|b| state.unit(b.attacker)) else { return };
            (u.card, u.controller, true)
        }
        Some(crate::lki::By::Effect(source)) => {
            let seat = state.unit(source.id).map_or(source.owner, |(_, u)| u.controller);
            (source, seat, false)
        }
        // 1027.1c: a Z/X destroyed to pay a cost was destroyed by no Z/X.
        Some(crate::lki::By::Cost(_)) | None => return,
    };
    if seat == lki.controller || !state.def(&destroyer).kind.is_zx() {
        return;
    }
    if in_battle {
        dress_up::destroyed_in_battle(state, destroyer, seat);
    }
    let cost = state.def(&lki.card).points();
    hangon::destroyed(state, destroyer, seat, cost);
}
