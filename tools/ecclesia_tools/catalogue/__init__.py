"""Bundle area ``catalogue``: the catalogue of the Magisterium (facts about documents)."""
