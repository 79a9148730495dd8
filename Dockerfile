# The Sleuth server image (docs/deploy.md, "Containers").
#
#   docker build -t sleuth .                 (or: podman build --format docker -t sleuth .)
#   docker run --init -p 8080:8080 -v sleuth-data:/data sleuth
#
# The base images are arguments so that a site (or a machine without Docker Hub)
# can use its own copies of the same images. RUN --mount needs BuildKit (the
# default builder since Docker 23) or Podman/Buildah.
# The build image's Rust matches the workspace's `rust-version` (Cargo.toml).
ARG RUST_IMAGE=docker.io/library/rust:1.89-bookworm
ARG RUNTIME_IMAGE=docker.io/library/debian:bookworm-slim

FROM ${RUST_IMAGE} AS build
WORKDIR /src
COPY . .
# The crates downloaded and the compiled dependencies stay in build caches
# between builds, so a change to Sleuth's own code recompiles only its crates.
# The binary is copied out of the cache in the same step (a cache is not part
# of the image).
RUN --mount=type=cache,target=/usr/local/cargo/registry,sharing=locked \
    --mount=type=cache,target=/src/target,sharing=locked \
    cargo build --locked --profile dist -p sleuth \
 && cp target/dist/sleuth /usr/local/bin/sleuth

FROM ${RUNTIME_IMAGE}
# The binary needs only the C library and libgcc_s, both in bookworm-slim.
# Web Push's HTTPS trusts the Mozilla roots compiled into the binary
# (webpki-roots), so no ca-certificates package; PostgreSQL is plain TCP.
RUN groupadd --gid 10001 sleuth \
 && useradd --uid 10001 --gid 10001 --home-dir /data --no-create-home \
        --shell /usr/sbin/nologin sleuth \
 && mkdir /data \
 && chown 10001:10001 /data
COPY --from=build /usr/local/bin/sleuth /usr/local/bin/sleuth
USER 10001:10001
WORKDIR /data
# The SQLite store (sleuth.sqlite and its -wal file). Unused with --database.
# A new named volume takes this directory's owner; a bind-mounted directory
# must be writable by uid 10001.
VOLUME ["/data"]
EXPOSE 8080
# Liveness: /healthz answers while the process runs. bash's /dev/tcp does the
# request, so the image needs no HTTP client. It assumes the default port 8080.
# (Podman keeps a HEALTHCHECK only with `podman build --format docker`.)
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
    CMD ["bash", "-c", "exec 3<>/dev/tcp/127.0.0.1/8080 && printf 'GET /healthz HTTP/1.0\\r\\nHost: localhost\\r\\n\\r\\n' >&3 && head -n 1 <&3 | grep -q ' 200 '"]
ENTRYPOINT ["sleuth"]
CMD ["serve", "--addr", "0.0.0.0:8080", "--data", "/data"]
