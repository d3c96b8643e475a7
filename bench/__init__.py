"""Benchmarks and sweeps (run with `python -m bench` / `python -m bench.sweep`)."""
