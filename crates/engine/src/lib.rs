//! fuda-engine: the engine protocol. A client writes one JSON request a line and reads exactly
//! one JSON response a line for each, in order, and so drives any game of the registry from any
//! language (docs/protocol.md). Bad input gets `"ok": false` with what was wrong; the games are
//! unchanged and the engine serves on.
//!
//! - [`request`]: the requests, as clients write them;
//! - [`response`]: the responses, as the engine writes them;
//! - [`schema`]: the JSON Schema of both, generated from their types;
//! - [`Engine`]: the games of one process, by handle, and the answer to each request;
//! - [`serve`]: the loop over lines of a reader and a writer.
#![warn(missing_docs)]

pub mod request;
pub mod response;
pub mod schema;

use fuda_games::{Catalog, DataSource};
use fuda_kernel::deck::DeckList;
use fuda_kernel::{Game, Outcome, Seat};
use request::{Handle, Request};
use response::{
    Advice, CardInfo, CardList, Closed, Decision, Done, Flag, GameInfo, Games, Hashed, Log, LogEntry, Opened,
    OptionInfo, Over, Pending, Refused, Reply, Saved, SeatRange, TableInfo,
};
use serde_json::Value;
use std::collections::BTreeMap;
use std::io::{BufRead, Read, Write};
use std::path::Path;

/// The protocol's version: a client may rely on every command and field of a version for as
/// long as the version is the same (docs/protocol.md).
pub const PROTOCOL: u32 = 1;

/// The longest request line read: a saved game fits many times over; a line with no end does not
/// fill the memory.
pub const LONGEST_LINE: usize = 16 << 20;

/// The games of one process.
pub struct Engine {
    data: DataSource,
    /// Each game's cards and demo decks as at an event date, read once.
    catalogs: BTreeMap<(String, Option<String>), Box<dyn Catalog>>,
    sessions: BTreeMap<Handle, Box<dyn Game>>,
    next: Handle,
}

/// A refusal: what was wrong with a request.
type Refusal = String;

impl Engine {
    /// An engine reading cards and decks from `data`.
    pub fn new(data: DataSource) -> Engine {
        Engine { data, catalogs: BTreeMap::new(), sessions: BTreeMap::new(), next: 1 }
    }

    /// The response line to one request line.
    pub fn respond(&mut self, line: &str) -> String {
        let (id, result) = match serde_json::from_str::<Value>(line) {
            Err(e) => (None, Err(format!("not JSON: {e}"))),
            Ok(Value::Object(mut fields)) => {
                let id = fields.remove("id");
                let result = serde_json::from_value::<Request>(Value::Object(fields))
                    .map_err(|e| format!("bad request: {e}"))
                    .and_then(|request| self.handle(request));
                (id, result)
            }
            Ok(_) => (None, Err("expected a JSON object with a \"cmd\"".to_string())),
        };
        let written = match result {
            Ok(reply) => serde_json::to_string(&Done { ok: Flag, id, reply }),
            Err(error) => serde_json::to_string(&Refused { ok: Flag, id, error }),
        };
        // Replies are plain data with string keys: they always serialise.
        written.unwrap_or_else(|e| refusal(&format!("the reply could not be written: {e}")))
    }

    /// The catalog of `game` as at `event_date`, read when first asked.
    fn catalog(&mut self, game: &str, event_date: Option<&str>) -> Result<&dyn Catalog, Refusal> {
        let key = (game.to_string(), event_date.map(str::to_string));
        if !self.catalogs.contains_key(&key) {
            let catalog = fuda_games::catalog(&self.data, game, event_date).map_err(text)?;
            self.catalogs.insert(key.clone(), catalog);
        }
        Ok(self.catalogs[&key].as_ref())
    }

    fn session(&mut self, handle: Handle) -> Result<&mut Box<dyn Game>, Refusal> {
        self.sessions.get_mut(&handle).ok_or_else(|| format!("no game has handle {handle}"))
    }

    fn open(&mut self, game: Box<dyn Game>) -> Reply {
        let handle = self.next;
        self.next += 1;
        let seats = game.seat_count();
        self.sessions.insert(handle, game);
        Reply::Opened(Opened { handle, seats })
    }

    fn handle(&mut self, request: Request) -> Result<Reply, Refusal> {
        match request {
            Request::Games {} => Ok(Reply::Games(games())),
            Request::Cards { game } => {
                let cards = fuda_games::find(&game).and_then(|g| g.cards(&self.data)).map_err(text)?;
                let cards = cards
                    .card_list()
                    .into_iter()
                    .map(|card| CardInfo { id: card.id, text: card.text, data: card.data })
                    .collect();
                Ok(Reply::Cards(CardList { game, cards }))
            }
            Request::New { game, seed, decks, seats, format, event_date } => {
                let game =
                    self.start(&game, seed, decks.as_deref(), seats, format.as_deref(), event_date.as_deref())?;
                Ok(self.open(game))
            }
            Request::Decision { handle } => Ok(decision(self.session(handle)?.as_ref())),
            Request::Answer { handle, seat, index } => {
                let game = self.session(handle)?;
                seat_in(game.as_ref(), seat)?;
                game.answer(Seat(seat), index).map_err(|e| e.to_string())?;
                Ok(decision(game.as_ref()))
            }
            Request::View { handle, seat } => {
                let game = self.session(handle)?;
                seat_in(game.as_ref(), seat)?;
                Ok(Reply::View(Box::new(game.view(Seat(seat)))))
            }
            Request::Log { handle, seat, since } => {
                let game = self.session(handle)?;
                if let Some(seat) = seat {
                    seat_in(game.as_ref(), seat)?;
                }
                let lines = game
                    .log_since(since, seat.map(Seat))
                    .into_iter()
                    .map(|line| LogEntry { rule: line.rule, text: line.text })
                    .collect();
                Ok(Reply::Log(Log { lines, next: game.log_len() }))
            }
            Request::Save { handle } => Ok(Reply::Saved(Saved { state: self.session(handle)?.save() })),
            Request::Load { state } => {
                let header = fuda_kernel::save::SaveHeader::read(&state).map_err(text)?;
                let game = self.catalog(&header.game, header.event_date.as_deref())?.load(&state).map_err(text)?;
                Ok(self.open(game))
            }
            Request::Hash { handle } => {
                Ok(Reply::Hashed(Hashed { hash: format!("{:016x}", self.session(handle)?.state_hash()) }))
            }
            Request::Concede { handle, seat } => {
                let game = self.session(handle)?;
                seat_in(game.as_ref(), seat)?;
                if game.decider().is_none() {
                    return Err("the game is over".into());
                }
                game.concede(Seat(seat));
                Ok(decision(game.as_ref()))
            }
            Request::Close { handle } => {
                self.sessions.remove(&handle).ok_or_else(|| format!("no game has handle {handle}"))?;
                Ok(Reply::Closed(Closed { closed: handle }))
            }
            Request::Agent { handle, agent, seed } => {
                let kind: fuda_ai::AgentKind = agent.parse().map_err(|e: String| e)?;
                let game = self.session(handle)?;
                let seat = game.decider().ok_or("the game is over: no decision is pending")?;
                let index = kind.build(seed).choose(game.as_ref());
                Ok(Reply::Advice(Advice { seat, index }))
            }
        }
    }

    fn start(
        &mut self,
        game: &str,
        seed: u64,
        decks: Option<&[String]>,
        seats: Option<usize>,
        format: Option<&str>,
        event_date: Option<&str>,
    ) -> Result<Box<dyn Game>, Refusal> {
        let entry = fuda_games::find(game).map_err(text)?;
        // A table format (who plays whom) fixes the seats it allows and how many by default;
        // the rest of `format` is about the decks.
        let table = format.and_then(|f| entry.tables().iter().find(|t| t.name == f));
        let seats = match (seats, decks, table) {
            (Some(n), _, _) => n,
            (None, Some(decks), _) => decks.len(),
            (None, None, Some(table)) => table.default_seats,
            (None, None, None) => *entry.seats().start(),
        };
        let table_name = match table {
            Some(t) if !t.seats.contains(&seats) => {
                return Err(format!(
                    "{game}'s {} format is played by {} to {} seats, not {seats}",
                    t.name,
                    t.seats.start(),
                    t.seats.end()
                ));
            }
            Some(t) => Some(t.name),
            None => None,
        };
        if !entry.seats().contains(&seats) {
            return Err(format!(
                "{game} is played by {} to {} seats, not {seats}",
                entry.seats().start(),
                entry.seats().end()
            ));
        }
        let offered: Vec<&str> = entry.tables().iter().map(|t| t.name).chain(entry.formats().iter().copied()).collect();
        match (format, offered.as_slice()) {
            (Some(format), []) => return Err(format!("{game} has no formats to choose, not even \"{format}\"")),
            (Some(format), offered) if !offered.contains(&format) => {
                return Err(format!("{game} has no format \"{format}\": expected one of: {}", offered.join(", ")));
            }
            _ => {}
        }
        let format = format.filter(|_| table_name.is_none());
        let catalog = self.catalog(game, event_date)?;
        let demo = catalog.decks();
        let chosen: Vec<DeckList> = match decks {
            Some(decks) if decks.len() != seats => {
                return Err(format!("expected one deck a seat: {seats} decks, found {}", decks.len()));
            }
            Some(decks) => decks.iter().enumerate().map(|(i, d)| deck(catalog, i, d)).collect::<Result<_, _>>()?,
            None => match format.and_then(|f| catalog.format_decks(f, seed, seats)) {
                Some(made) => made,
                // As `fuda sim` picks them: seat k plays the demo deck after game `seed`'s k-th.
                None => (0..seats).map(|k| demo[(seed as usize + k) % demo.len()].clone()).collect(),
            },
        };
        let dealt: Vec<&DeckList> = chosen.iter().collect();
        if let Some(format) = format {
            let played = catalog.format(&dealt).unwrap_or("no format");
            if played != format {
                return Err(format!("these decks are built for {played}, not {format}"));
            }
        }
        catalog.start_at(&dealt, seed, table_name).map_err(text)
    }
}

/// A deck by demo deck name, or a deck file's text.
fn deck(catalog: &dyn Catalog, seat: usize, given: &str) -> Result<DeckList, Refusal> {
    if let Some(demo) = catalog.decks().iter().find(|d| d.name == given) {
        return Ok(demo.clone());
    }
    catalog.parse_deck(Path::new(&format!("decks[{seat}]")), given).map_err(text)
}

/// The games of the registry.
fn games() -> Games {
    let games = fuda_games::GAMES
        .iter()
        .map(|g| GameInfo {
            name: g.name().to_string(),
            title: g.title().to_string(),
            seats: SeatRange { min: *g.seats().start(), max: *g.seats().end() },
            formats: g.formats().iter().map(|f| f.to_string()).collect(),
            tables: g
                .tables()
                .iter()
                .map(|t| TableInfo {
                    name: t.name.to_string(),
                    seats: SeatRange { min: *t.seats.start(), max: *t.seats.end() },
                    default_seats: t.default_seats,
                    about: t.about.to_string(),
                })
                .collect(),
        })
        .collect();
    Games { protocol: PROTOCOL, games }
}

/// The pending decision, or the result of a finished game.
fn decision(game: &dyn Game) -> Reply {
    let turn = game.turn();
    Reply::Decision(match game.decision() {
        Some(d) => {
            let options = d
                .options
                .into_iter()
                .zip(game.option_refs())
                .enumerate()
                .map(|(index, (label, r))| OptionInfo { index, label, kind: r.kind, cards: r.cards })
                .collect();
            Decision::Pending(Pending { over: Flag, seat: d.seat, prompt: d.prompt, options, turn })
        }
        None => {
            let winners = match game.outcome() {
                Some(Outcome::Won(seats)) => seats.iter().collect(),
                Some(Outcome::Draw) | None => Vec::new(),
            };
            Decision::Over(Over { over: Flag, winners, turn })
        }
    })
}

/// `seat` if the game has it.
fn seat_in(game: &dyn Game, seat: u8) -> Result<(), Refusal> {
    if usize::from(seat) < game.seat_count() {
        Ok(())
    } else {
        Err(format!("seat {seat} is not in this game: seats are 0 to {}", game.seat_count() - 1))
    }
}

fn text(e: impl std::fmt::Display) -> Refusal {
    format!("{e:#}")
}

/// Serves requests from `input` until it ends, writing one response line each to `output`. A
/// line over [`LONGEST_LINE`] bytes or not UTF-8 is refused like any bad request.
pub fn serve(data: DataSource, mut input: impl BufRead, mut output: impl Write) -> std::io::Result<()> {
    let mut engine = Engine::new(data);
    let mut buffer = Vec::new();
    loop {
        buffer.clear();
        let read = input.by_ref().take(LONGEST_LINE as u64 + 1).read_until(b'\n', &mut buffer)?;
        if read == 0 {
            return Ok(());
        }
        let response = if buffer.len() > LONGEST_LINE && !buffer.ends_with(b"\n") {
            skip_line(&mut input)?;
            refusal(&format!("the line is longer than {LONGEST_LINE} bytes"))
        } else {
            match std::str::from_utf8(&buffer) {
                Ok(line) if line.trim().is_empty() => continue,
                Ok(line) => engine.respond(line.trim_end()),
                Err(e) => refusal(&format!("not UTF-8 text: {e}")),
            }
        };
        writeln!(output, "{response}")?;
        output.flush()?;
    }
}

/// Reads past the rest of a line too long to keep, a bounded piece at a time: the next request
/// starts after its end.
fn skip_line(input: &mut impl BufRead) -> std::io::Result<()> {
    let mut piece = Vec::new();
    loop {
        piece.clear();
        let read = input.by_ref().take(1 << 16).read_until(b'\n', &mut piece)?;
        if read == 0 || piece.ends_with(b"\n") {
            return Ok(());
        }
    }
}

fn refusal(error: &str) -> String {
    serde_json::json!({ "ok": false, "error": error }).to_string()
}
