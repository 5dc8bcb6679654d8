//! The leak oracle: a seat's view and log must not change when the cards hidden from it are
//! dealt again. It plays seeded random games and, at sampled decisions, makes a twin of the game
//! in which every card hidden from a seat S lies somewhere else among S's unseen places; then it
//! plays the game and its twin on with the same answers while S can tell them apart by nothing,
//! and requires S's view, S's log (`log_since(_, Some(S))`) and, when S decides, S's options to
//! be the same in both. What "hidden" means is not taken from the view under test:
//!
//! - at a rest point (a decision while no effect resolves, where by the rules no look and no
//!   temporary reveal is in force) the twin is dealt by the standing zone rules alone, from a
//!   table the game's tests write from the rulebook ([`Secrets::redeal_standing`]): a look that
//!   never ends, or a view that shows a hidden card on its own account, shows up as a difference;
//! - elsewhere the twin is the game's own search copy ([`Game::determinize`]), dealt by the game's
//!   single statement of visibility with its temporary exceptions: the view and the log are
//!   checked against it.
//!
//! Another seat's decisions are taken alike in both, where the game opts in
//! ([`Secrets::follow_other_seats`]; the same option, while both offer as many): S cannot tell which card that seat chose, so what it does with a card S may not see
//! (puts it face down, say) must leave S's view and log alike too. The window ends, with no
//! fault, when S's views differ (S legitimately learns something, as when it draws or a card is
//! played openly), the twins offer the deciding seat different numbers of options, or another
//! seat decides in a game that has not opted in; a difference before that is a leak. [`Faulty`]
//! plants known leaks, for the tests that show the oracle fails.

mod faulty;

pub use faulty::{Fault, Faulty};

use crate::Subject;
use fuda_kernel::view::{CardView, SeatView};
use fuda_kernel::{Game, GameRng, Seat};
use std::fmt;

/// What a game supplies to the oracle beyond [`Subject`].
pub trait Secrets: Subject {
    /// Whether `game` waits at a rest point: a decision taken while no effect is resolving
    /// (as the turn player's open main-phase action), when by the rules no look and no temporary
    /// reveal is in force.
    fn at_rest(&self, game: &dyn Game) -> bool;
    /// `game` with every card dealt again, from `seed`, that `observer` may not identify by the
    /// standing zone rules of the oracle's own table, ignoring every temporary exception; with its
    /// log, and logging on.
    fn redeal_standing(&self, game: &dyn Game, observer: Seat, seed: u64) -> Box<dyn Game>;
    /// Whether the rule numbered `rule` shows a card to every player as it happens, by the
    /// oracle's own reading of the rulebook: a line of it that differs between the twins is what
    /// the seat is shown, even when the card is hidden again within the same answer (a revealed
    /// card reshuffled into the deck). None by default.
    fn public_reveal(&self, _rule: &str) -> bool {
        false
    }
    /// Whether the oracle takes another seat's decisions alike in the twins (and so checks what
    /// that seat does with cards S cannot see) rather than ending the window there; a game opts
    /// in once its standing redeal offers the pending decision again from the twin's cards and
    /// its log names only what the rules show. Off by default.
    fn follow_other_seats(&self) -> bool {
        false
    }
}

/// How much the oracle plays.
#[derive(Clone, Copy, Debug)]
pub struct Sampling {
    /// Games, seeded 0, 1, ….
    pub games: u64,
    /// A decision is sampled every this many answers.
    pub every: usize,
    /// At most this many answers are played in step with the twin.
    pub window: usize,
}

/// What a run checked.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Checked {
    /// Twins made (one per sampled decision and seat).
    pub twins: usize,
    /// Of those, twins dealt by the standing rules at a rest point.
    pub at_rest: usize,
    /// Answers played in step with a twin.
    pub answers: usize,
}

/// How the twin was dealt.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Redeal {
    /// By the oracle's table of the standing zone rules, at a rest point.
    Standing,
    /// By the game's own visibility ([`Game::determinize`]).
    Full,
}

/// A leak found: what `seat` could tell apart between the game and its twin.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Leak {
    /// The game.
    pub game: &'static str,
    /// The game's seed.
    pub seed: u64,
    /// The answers given before the twin was made.
    pub answer: usize,
    /// The seat the twin hides cards from.
    pub seat: Seat,
    /// How the twin was dealt.
    pub redeal: Redeal,
    /// The answers played in step before the difference.
    pub after: usize,
    /// What differs.
    pub what: String,
}

impl fmt::Display for Leak {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} seed {}, answer {}: {} can tell a twin dealt by {:?} rules apart {} answer(s) later: {}",
            self.game, self.seed, self.answer, self.seat, self.redeal, self.after, self.what
        )
    }
}

/// Plays `sampling.games` seeded random games of `subject`, checking each seat at every
/// `sampling.every`-th decision.
pub fn run(subject: &dyn Secrets, sampling: Sampling) -> Result<Checked, Leak> {
    let mut checked = Checked::default();
    for seed in 0..sampling.games {
        let mut game = subject.start(seed);
        game.set_logging(false);
        let mut rng = GameRng::new(seed ^ 0x1eac);
        let mut answer = 0;
        while let Some(decider) = game.decider() {
            if answer % sampling.every.max(1) == 0 {
                for seat in (0..game.seat_count()).map(|s| Seat(u8::try_from(s).expect("at most 8 seats"))) {
                    let point = seed.wrapping_mul(1_000_003) ^ answer as u64;
                    check_point(subject, game.as_ref(), seat, point, sampling.window, &mut checked).map_err(
                        |(redeal, after, what)| Leak { game: subject.name(), seed, answer, seat, redeal, after, what },
                    )?;
                }
            }
            game.answer(decider, rng.below(game.option_count())).expect("offered options are accepted");
            answer += 1;
        }
    }
    Ok(checked)
}

/// Makes the twin of `game` for `seat` from `seed` and plays both on in step for up to
/// `window` answers; a difference `seat` can see is returned as how the twin was dealt, after how
/// many answers, and what differs.
pub fn check_point(
    subject: &dyn Secrets,
    game: &dyn Game,
    seat: Seat,
    seed: u64,
    window: usize,
    checked: &mut Checked,
) -> Result<(), (Redeal, usize, String)> {
    let mut original = game.clone_box();
    original.set_logging(true);
    let (redeal, mut twin) = if subject.at_rest(game) {
        checked.at_rest += 1;
        (Redeal::Standing, subject.redeal_standing(original.as_ref(), seat, seed))
    } else {
        (Redeal::Full, game.determinize(seat, seed))
    };
    twin.set_logging(true);
    checked.twins += 1;
    let mut rng = GameRng::new(seed ^ 0x5eed);
    let (from_original, from_twin) = (original.log_len(), twin.log_len());
    for after in 0..=window {
        let (view, twin_view) = (original.view(seat), twin.view(seat));
        if view != twin_view {
            if after == 0 {
                return Err((redeal, 0, format!("the view differs: {}", view_difference(&view, &twin_view))));
            }
            // The answers showed `seat` something new: from here the games may differ.
            return Ok(());
        }
        let (log, twin_log) = (original.log_since(from_original, Some(seat)), twin.log_since(from_twin, Some(seat)));
        if let Some(k) = (0..log.len().max(twin_log.len())).find(|k| log.get(*k) != twin_log.get(*k)) {
            if let (Some(a), Some(b)) = (log.get(k), twin_log.get(k))
                && a.rule == b.rule
                && subject.public_reveal(&a.rule)
            {
                return Ok(());
            }
            let line = |l: Option<&fuda_kernel::LogLine>| l.map_or("nothing".to_string(), |l| format!("\"{l}\""));
            let what = format!("the log reads {} where the twin's reads {}", line(log.get(k)), line(twin_log.get(k)));
            return Err((redeal, after, what));
        }
        // The game ended, or the twins wait on different seats (on what `seat` cannot see).
        if original.decider().is_none() || original.decider() != twin.decider() {
            return Ok(());
        }
        // Another seat decides on what it sees and `seat` does not: its options in the twin may
        // name cards dealt elsewhere. `seat` cannot tell which option it takes, so the same
        // option is taken in both while they offer as many: what that seat then does with a card
        // `seat` cannot see (a card put face down) must not show in `seat`'s view or log either.
        if let Some(other) = original.decider().filter(|d| *d != seat) {
            if !subject.follow_other_seats() {
                return Ok(());
            }
            let offered = original.option_count();
            if offered != twin.option_count() || after == window {
                return Ok(());
            }
            let choice = rng.below(offered);
            original.answer(other, choice).expect("offered options are accepted");
            twin.answer(other, choice).expect("the twin offers as many options");
            checked.answers += 1;
            continue;
        }
        let (decision, twin_decision) = (original.decision(), twin.decision());
        let Some(decision) = decision.filter(|d| Some(d) == twin_decision.as_ref()) else {
            let options = |d: Option<fuda_kernel::Decision>| d.map(|d| d.options).unwrap_or_default();
            let what =
                format!("{seat}'s options differ: {:?} / {:?}", options(original.decision()), options(twin_decision));
            return Err((redeal, after, what));
        };
        if after == window {
            break;
        }
        let choice = rng.below(decision.options.len());
        original.answer(decision.seat, choice).expect("offered options are accepted");
        twin.answer(decision.seat, choice).expect("the twin offers the same options");
        checked.answers += 1;
    }
    Ok(())
}

/// The first zone where two views of one seat differ, in words.
fn view_difference(a: &SeatView, b: &SeatView) -> String {
    fn zones(v: &SeatView) -> Vec<(String, &fuda_kernel::ZoneView)> {
        let owned = v.players.iter().flat_map(|p| p.zones.iter().map(move |z| (format!("{}'s {}", p.seat, z.name), z)));
        owned.chain(v.shared_zones.iter().map(|z| (z.name.clone(), z))).collect()
    }
    let card = |c: Option<&CardView>| match c {
        None => "nothing".to_string(),
        Some(CardView::Hidden) => "a hidden card".to_string(),
        Some(CardView::Item(what)) => what.clone(),
        Some(CardView::Known(k)) => format!("{} ({})", k.name, k.states.join(", ")),
    };
    for ((name, z), (_, y)) in zones(a).into_iter().zip(zones(b)) {
        if let Some(k) = (0..z.cards.len().max(y.cards.len())).find(|k| z.cards.get(*k) != y.cards.get(*k)) {
            return format!(
                "{name}, card {k}: {} in the game, {} in the twin",
                card(z.cards.get(k)),
                card(y.cards.get(k))
            );
        }
    }
    format!("{a:?} / {b:?}")
}

/// The oracle's tests every game runs, given its [`Secrets`] and how to sample: random games
/// leak nothing (and enough rest points and twins were checked for that to mean something), and
/// the oracle finds a planted view and a planted log line that name the opponent's hand.
#[macro_export]
macro_rules! leak_tests {
    ($subject:expr, $sampling:expr) => {
        #[test]
        fn leak_random_games_leak_nothing() {
            let checked = $crate::leak::run(&$subject, $sampling).unwrap_or_else(|leak| panic!("{leak}"));
            assert!(checked.at_rest > 50 && checked.twins > 2 * checked.at_rest / 3, "too few checks: {checked:?}");
        }

        #[test]
        fn leak_a_view_naming_the_opponents_hand_is_found() {
            let subject = $subject;
            let faulty = $crate::leak::Faulty { subject: &subject, fault: $crate::leak::Fault::ViewShowsHand };
            let sampling = $crate::leak::Sampling { games: 1, ..$sampling };
            let leak = $crate::leak::run(&faulty, sampling).expect_err("the oracle finds the leak");
            assert!(leak.what.contains("hand"), "the hand differs: {leak}");
        }

        #[test]
        fn leak_a_log_line_naming_the_opponents_hand_is_found() {
            let subject = $subject;
            let faulty = $crate::leak::Faulty { subject: &subject, fault: $crate::leak::Fault::LogNamesHand };
            let sampling = $crate::leak::Sampling { games: 1, ..$sampling };
            let leak = $crate::leak::run(&faulty, sampling).expect_err("the oracle finds the leak");
            assert!(leak.what.contains("holds"), "the planted line differs: {leak}");
        }
    };
}
