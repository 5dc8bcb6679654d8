//! The engine protocol's tests, one binary: the protocol spoken as a client speaks it, garbage
//! lines, the committed JSON Schema, and the leak oracle through the protocol.

mod garbage;
mod leak;
mod protocol;
mod schema;
