"""Data layer: engines, indexes and stores the skills read. Knows nothing of A2A."""
