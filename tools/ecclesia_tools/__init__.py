"""Build-time tools of ecclesia: bundle builders, importers, harvesters and evaluations.

Nothing here ships in the Lambda package (``functions/a2a``) and the runtime never imports
it. Each data area has a subpackage mirroring ``ecclesia.data.<area>``; its
``bundle_build`` module writes that area of the read-only data bundle the runtime reads.
"""
