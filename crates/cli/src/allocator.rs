//! The binary's memory allocator: jemalloc instead of the C library's malloc.
//!
//! Under load a server frees much of what finished matches held. glibc's malloc
//! kept those pages for reuse, so resident memory never fell after a busy hour;
//! jemalloc's background thread returns freed pages to the system after its
//! decay time (ten seconds by default; the environment's `_RJEM_MALLOC_CONF`,
//! jemalloc's `MALLOC_CONF` under the crate's symbol prefix, changes it, e.g.
//! `_RJEM_MALLOC_CONF=dirty_decay_ms:1000`). Measured in docs/deploy.md, "Memory".

#[cfg(not(target_env = "msvc"))]
#[global_allocator]
static ALLOCATOR: tikv_jemallocator::Jemalloc = tikv_jemallocator::Jemalloc;
