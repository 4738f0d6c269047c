"""The profiles the directory skills return, as pydantic models.

These models validate every record when the bundle is built or an importer runs; at run
time the skills return the stored (already validated) dictionaries. Every field the
contract names is present; a fact we do not have is ``None`` (or an empty list), never
guessed. Dates are ISO strings: ``"1873-01-02"`` when the day is known, ``"1280"`` when
only the year is.
"""

from __future__ import annotations

import re
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

CanonicalStatus = Literal["saint", "blessed", "venerable", "servant_of_god"]
SourceTable = Literal["cd_persons", "cd_persons_historical"]

_PARTIAL_DATE = re.compile(r"^-?\d{1,4}(-\d{2}(-\d{2})?)?$")

STATISTICS_METRICS: tuple[str, ...] = (
    "catholics", "total_population", "percent_catholic", "diocesan_priests", "religious_priests",
    "total_priests", "catholics_per_priest", "permanent_deacons", "male_religious",
    "female_religious", "parishes", "area_km2", "churches_or_stations",
    "diocesan_priests_ordained", "religious_priests_ordained", "seminarians",
    "educational_institutes", "charitable_institutes", "baptisms",
)
HEADLINE_METRICS: tuple[str, ...] = (
    "catholics", "total_population", "percent_catholic", "total_priests", "parishes",
    "baptisms", "seminarians",
)
FINANCIAL_FIELDS: tuple[str, ...] = (
    "total_revenue", "total_expenses", "net_assets", "total_assets", "surplus_deficit",
)


def check_partial_date(value: str | None) -> str | None:
    """``value`` stripped, or ``None`` when blank.

    Raises:
        ValueError: not ``YYYY``, ``YYYY-MM`` or ``YYYY-MM-DD``.
    """
    if value is None:
        return None
    value = value.strip()
    if not value:
        return None
    if not _PARTIAL_DATE.match(value):
        raise ValueError(f"expected YYYY, YYYY-MM or YYYY-MM-DD, got {value!r}")
    return value


def _validate_date(cls, value: str | None) -> str | None:
    return check_partial_date(value)


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid")


class LifeEvent(_Model):
    """A birth or death: when (ISO, possibly year only) and where, each possibly unknown."""

    date: str | None = None
    approximate: bool = False
    place: str | None = None

    _check_date = field_validator("date")(_validate_date)


class FeastDay(_Model):
    """A feast day: month, day, its label and the calendar that fixes it."""

    month: int = Field(ge=1, le=12)
    day: int = Field(ge=1, le=31)
    label: str  # "October 1"
    calendar: str | None = None  # the calendar that fixes this date, e.g. "general_roman"


class Alternate(_Model):
    """Another record the query may have meant, with its score."""

    id: str
    primary_name: str
    score: float


class SaintProfile(_Model):
    """What saint_lookup returns about a saint (``None`` or empty for facts not held)."""

    saint_id: str
    primary_name: str
    display_name: str  # with honorific: "Saint Jerome"
    canonical_status: CanonicalStatus | None = None
    titles: list[str] = []  # "Priest", "Doctor of the Church", ...
    vocation: str | None = None
    image_url: str | None = None
    learn_more_url: str | None = None
    birth: LifeEvent = LifeEvent()
    death: LifeEvent = LifeEvent()
    feast_day: FeastDay | None = None
    other_feast_days: list[FeastDay] = []
    reason_for_canonization: str | None = None
    beatification_date: str | None = None
    canonization_date: str | None = None
    patronages: list[str] = []
    iconography: list[str] = []
    biography: str | None = None
    religious_order: str | None = None
    country: str | None = None  # country or realm of citizenship, as the source names it
    wikidata_id: str | None = None
    aliases: list[str] = []
    sources: list[str] = []
    alternates: list[Alternate] = []


class EpiscopalLineage(_Model):
    """Who consecrated a bishop."""

    principal_consecrator: str | None = None
    co_consecrators: list[str] = []


class PersonProfile(_Model):
    """What person_lookup returns about a bishop, priest or other clergy member."""

    person_id: str
    source_table: SourceTable
    primary_name: str
    rank: str | None = None  # "Cardinal", "Archbishop", "Bishop", ...
    current_position: str | None = None
    as_of: str | None = None  # the date the position/rank facts were true
    image_url: str | None = None
    coat_of_arms_url: str | None = None
    birth: LifeEvent = LifeEvent()
    death: LifeEvent = LifeEvent()
    ordination_date: str | None = None  # priestly ordination
    consecration_date: str | None = None  # episcopal ordination
    cardinal_elevation_date: str | None = None
    episcopal_lineage: EpiscopalLineage | None = None
    education: list[str] = []
    motto: str | None = None
    religious_order: str | None = None
    country: str | None = None
    catholic_hierarchy_id: str | None = None
    wikidata_id: str | None = None
    aliases: list[str] = []
    sources: list[str] = []
    alternates: list[Alternate] = []

    _dates = field_validator("ordination_date", "consecration_date", "cardinal_elevation_date", "as_of")(_validate_date)


class Pontificate(_Model):
    """When a pontificate began and ended (``end`` is ``None`` while it continues)."""

    start: str | None = None
    end: str | None = None  # None while the pontificate continues
    start_approximate: bool = False
    end_approximate: bool = False
    ongoing: bool = False

    _dates = field_validator("start", "end")(_validate_date)


class PopeProfile(_Model):
    """What pope_lookup returns about a pope."""

    pope_id: str
    succession_number: int = Field(ge=1)
    primary_name: str  # "John Paul II"
    papal_name: str  # "John Paul"
    ordinal: int | None = None  # 2; None for names borne by one pope only and unnumbered
    pope_title: str  # "Pope John Paul II"
    latin_name: str | None = None
    image_url: str | None = None
    coat_of_arms_url: str | None = None
    birth_name: str | None = None
    birth: LifeEvent = LifeEvent()
    death: LifeEvent = LifeEvent()
    origin: str | None = None
    pontificate: Pontificate
    canonization_status: CanonicalStatus | None = None
    beatification_date: str | None = None
    canonization_date: str | None = None
    aliases: list[str] = []
    notes: list[str] = []
    sources: list[str] = []
    alternates: list[Alternate] = []

    _dates = field_validator("beatification_date", "canonization_date")(_validate_date)


class BishopRef(_Model):
    """A diocese's bishop: name, person id when held, and the date the fact was true."""

    name: str
    person_id: str | None = None
    as_of: str | None = None


class StatisticsRow(_Model):
    """One year of a diocese's figures; every metric may be unknown for that year."""

    year: int = Field(ge=1500, le=2200)
    catholics: int | None = None
    total_population: int | None = None
    percent_catholic: float | None = None
    diocesan_priests: int | None = None
    religious_priests: int | None = None
    total_priests: int | None = None
    catholics_per_priest: int | None = None
    permanent_deacons: int | None = None
    male_religious: int | None = None
    female_religious: int | None = None
    parishes: int | None = None
    area_km2: float | None = None
    churches_or_stations: int | None = None
    diocesan_priests_ordained: int | None = None
    religious_priests_ordained: int | None = None
    seminarians: int | None = None
    educational_institutes: int | None = None
    charitable_institutes: int | None = None
    baptisms: int | None = None


class HeadlineStatistics(_Model):
    """One year's main figures of a diocese (the profile's recent statistics)."""

    year: int
    catholics: int | None = None
    total_population: int | None = None
    percent_catholic: float | None = None
    total_priests: int | None = None
    parishes: int | None = None
    baptisms: int | None = None
    seminarians: int | None = None


class Financials(_Model):
    """One fiscal year's published figures of a diocese, in its currency."""

    fiscal_year: int
    currency: str = Field(min_length=3, max_length=3)
    total_revenue: float | None = None
    total_expenses: float | None = None
    net_assets: float | None = None
    total_assets: float | None = None
    surplus_deficit: float | None = None


class Coordinates(_Model):
    """A latitude and longitude in degrees."""

    lat: float = Field(ge=-90, le=90)
    lon: float = Field(ge=-180, le=180)


class DioceseRecord(_Model):
    """A diocese as imported (statistics and financials live in their own files)."""

    source_code: str
    primary_name: str
    jurisdiction_type: str | None = None
    rite: str | None = None
    country: str | None = None
    region_primary: str | None = None
    state: str | None = None
    city: str | None = None
    metropolitan: str | None = None
    depends_on: str | None = None
    province: str | None = None
    cathedral: str | None = None
    patron_saint: str | None = None
    area: float | None = None  # km2
    erected: str | None = None
    elevated: str | None = None
    official_website: str | None = None
    image_url: str | None = None
    current_bishop: BishopRef | None = None
    coordinates: Coordinates | None = None  # of the see city (the cathedral's town)
    litcal_id: str | None = None  # the Liturgical Calendar API's id of the see ("boston_us")
    catholic_hierarchy_id: str | None = None
    gcatholic_id: str | None = None
    wikidata_id: str | None = None
    aliases: list[str] = []
    sources: list[str] = []

    _dates = field_validator("erected", "elevated")(_validate_date)


class DioceseProfile(DioceseRecord):
    """What diocese_lookup returns: the record, recent statistics, latest financials."""

    recent_statistics: list[HeadlineStatistics] = []
    latest_financials: Financials | None = None
    notes: list[str] = []
    alternates: list[Alternate] = []


class YearRange(_Model):
    """The first and last year of a statistics series."""

    start: int | None = None
    end: int | None = None


class DioceseStatisticsTimeSeries(_Model):
    """What diocese_statistics_lookup returns: a diocese's statistics rows by year."""

    source_code: str
    diocese_name: str
    year_range: YearRange
    rows: list[StatisticsRow]
    metrics: list[str] = list(STATISTICS_METRICS)
    note: str | None = None
    alternates: list[Alternate] = []
