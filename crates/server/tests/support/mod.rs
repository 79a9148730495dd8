//! The test clients live in `sleuth_server::client`; tests import them from here.
#![allow(unused_imports)]

pub use sleuth_server::client::*;
