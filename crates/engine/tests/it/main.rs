//! The engine protocol's tests, one binary: the protocol spoken as a client speaks it, garbage
//! lines, the committed JSON Schema, the leak oracle through the protocol, and the transcripts of
//! the docs.

mod garbage;
mod leak;
mod protocol;
mod schema;
mod transcripts;
