"""Build the held-out fixture ``tool_heldout24``: five domains no earlier fixture covered.

Every row is one tool call in the project's ``real-runs`` format. Sessions are written as the
real tools and their usual wrappers return them; nothing here was tuned to a detector (the
fixture was committed before any detector was run on it). The script is deterministic: no
clock, no randomness; identifiers come from hashes of fixed strings.

Domains and families, with where each format comes from and how sure I am of it:

1. Geospatial and gridded science data
   - ``gdal``: ``gdalinfo`` / ``gdallocationinfo`` / ``ogrinfo -so`` text through a shell tool.
     Layout from GDAL's own output (GDAL 3.x WKT2 "Coordinate System is:" block, "Corner
     Coordinates", "Location is off this file!"). Sure.
   - ``postgis``: a SQL tool in the shape of the MCP postgres server (rows as a JSON array;
     bigint counts come back as strings from node-postgres). Sure of the shape.
   - ``arcgis``: ArcGIS REST feature-service ``query?f=json`` bodies (``features``,
     ``exceededTransferLimit``, ``{"count": n}``, ``{"error":{"code":498,"message":"Invalid
     token."}}``). Sure.
   - ``wgrib2``: ``wgrib2 -s`` inventory lines and ``-lon`` output. Sure.
   - ``netcdf``: ``ncdump -h`` headers and xarray ``Dataset`` reprs printed by a Python tool.
     Sure.
   - ``earthengine``: prints of the Earth Engine Python API (``getInfo()``, ``task.status()``
     dicts, ``EEException`` tracebacks). Fairly sure; status dict keys from the ee client.
   - ``mapbox`` / ``here``: Mapbox Geocoding v5 FeatureCollections and Directions JSON; HERE
     Geocoding v7 ``items`` and its 429 body. Fairly sure.
2. Internet routing and peering
   - ``ripestat``: the RIPEstat Data API envelope (``messages``, ``see_also``, ``version``,
     ``data_call_name``, ``data_call_status``, ``cached``, ``data``, ``query_id``,
     ``process_time``, ``server_id``, ``build_version``, ``status``, ``status_code``,
     ``time``), checked against stat.ripe.net docs. Sure of the envelope; data fields abridged.
   - ``peeringdb``: PeeringDB API ``{"data":[...],"meta":{}}`` and its DRF throttle message.
     Sure.
   - ``bgpq4``: bgpq4 Cisco/Juniper output incl. "! generated prefix-list ... is empty".
     Sure.
   - ``bird``: ``birdc show protocols`` / ``show protocols all`` / ``show route count`` and
     the control-socket error. Sure.
   - ``routinator``: ``routinator validate --json`` (``validated_routes``) from NLnet Labs'
     docs, and the HTTP 503 "Initial validation ongoing. Please wait." Sure / fairly sure.
   - ``radar``: Cloudflare API v4 envelope (``success``, ``errors``, ``messages``,
     ``result``) for Radar BGP hijack/leak events. Fairly sure of field names in ``result``.
3. Bank and market messaging
   - ``mt940``: SWIFT MT940 blocks (:20:, :25:, :28C:, :60F:, :61:, :86:, :62F:). Sure.
   - ``iso20022``: pain.002.001.03 status reports (GrpSts ACCP/PART, TxSts RJCT, reason AC04)
     behind a bank host-to-host REST wrapper. Sure of the XML; the wrapper JSON is generic.
   - ``fix``: FIX 4.4 tag=value with SOH shown as ``|`` (35=D/8/5/3, 150/39 values). Sure.
   - ``bql``: a Bloomberg BDP/BQL wrapper printing a pandas frame; "#N/A Requesting Data..."
     is what the Excel/API shows while the terminal link is down. Fairly sure.
   - ``openbanking``: UK OBIE v3.1 ``Data``/``Links``/``Meta`` bodies and Berlin Group
     NextGenPSD2 ``transactions.booked/pending`` and ``tppMessages`` CONSENT_EXPIRED. Sure.
   - ``wise``: Wise API v1/v3 quote, transfer, fund and status bodies. Fairly sure.
4. Medical imaging
   - ``dcmdump``: DCMTK dcmdump lines ``(0010,0010) PN [..] # len, vm Name``. Sure.
   - ``findscu``: DCMTK findscu verbose output (``I: Find Response: 1 (Pending)``,
     "Association Rejected"). Sure.
   - ``orthanc``: Orthanc REST (/tools/find, /studies/{id}, /modalities/{m}/store async job,
     /jobs/{id}, anonymize) JSON. Sure; and an nginx 502 page in front of it. Sure.
   - ``dicomweb``: QIDO-RS DICOM JSON keyed by tag (``"0020000D": {"vr": "UI", "Value":
     [...]}``), checked against dcm4che/dcmjs samples; an empty match is ``[]``. Sure.
   - ``worklist``: a PACS/RIS modality-worklist tool returning a text table. Generic.
   - ``radreport``: a radiology report generator returning a draft. Generic, by design.
5. People operations and robotics
   - ``bamboohr``: /v1/employees/directory and /employees/{id}?fields= JSON; a 503
     maintenance page. Fairly sure.
   - ``gusto``: off-cycle payroll objects (payroll_uuid, processed, calculated_at, totals).
     Fairly sure.
   - ``deel`` / ``rippling``: REST list bodies ``{"data": [...], "page": {...}}``. Fairly sure
     of the general shape; field names partly assumed.
   - ``adp``: ADP Workforce Now ``confirmMessage`` error body. Less sure of exact keys.
   - ``ros2``: ``ros2 node list``, ``ros2 topic echo --once`` YAML, ``ros2 action send_goal
     --feedback`` output and its "Waiting for an action server to become available...".
     Sure.
   - ``mavlink``: pymavlink message reprs (``HEARTBEAT {type : 2, ...}``), MISSION_ACK,
     and "No heartbeat" timeouts. Sure of reprs.
   - ``px4``: PX4 nsh ``commander check`` / ``listener vehicle_status`` text. Fairly sure.
"""

# ruff: noqa: E501  (tool results are quoted as the tools return them: long literal lines are data)

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

ROWS: list[dict] = []


def hid(seed: str, n: int = 12) -> str:
    """A stable hex identifier from a fixed string."""
    return hashlib.sha256(seed.encode()).hexdigest()[:n]


def uid(seed: str) -> str:
    """A stable UUID-shaped identifier."""
    h = hashlib.sha256(seed.encode()).hexdigest()
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-a{h[17:20]}-{h[20:32]}"


def dicom_uid(seed: str) -> str:
    digits = str(int(hashlib.sha256(seed.encode()).hexdigest()[:24], 16))
    return "1.2.826.0.1.3680043.8.498." + digits


def j(obj, indent=2) -> str:
    return json.dumps(obj, indent=indent, ensure_ascii=False)


def jc(obj) -> str:
    return json.dumps(obj, separators=(",", ":"), ensure_ascii=False)


def session(family: str, kind: str, n: int, task: str, calls: list) -> None:
    run_id = f"{family}-{kind}-{n}"
    for tool, args, result in calls:
        ROWS.append(
            {
                "source": f"heldout24/{family}",
                "run_id": run_id,
                "task": task,
                "tool": tool,
                "args": args,
                "result": result,
                "outcome": {"success": kind == "ok"},
            }
        )


def sh(cmd: str) -> dict:
    return {"command": cmd}


# ---------------------------------------------------------------- 1. geospatial


def gdalinfo(path: str, ox: float, oy: float) -> str:
    def dms(v: float, pos: str, neg: str) -> str:
        h = pos if v >= 0 else neg
        a = abs(v)
        d = int(a)
        m = int((a - d) * 60)
        s = (a - d - m / 60) * 3600
        return f"{d}d{m:2d}'{s:5.2f}\"{h}"

    lx, rx, ty, by = ox, ox + 1.0033333, oy, oy - 1.0033333
    cx, cy = (lx + rx) / 2, (ty + by) / 2

    def corner(label, x, y):
        return f"{label}({x:12.7f}, {y:11.7f}) ({dms(x, 'E', 'W')}, {dms(y, 'N', 'S')})"

    return "\n".join(
        [
            "Driver: GTiff/GeoTIFF",
            f"Files: {path}",
            "Size is 3612, 3612",
            "Coordinate System is:",
            'GEOGCRS["NAD83",',
            '    DATUM["North American Datum 1983",',
            '        ELLIPSOID["GRS 1980",6378137,298.257222101,',
            '            LENGTHUNIT["metre",1]]],',
            '    PRIMEM["Greenwich",0,',
            '        ANGLEUNIT["degree",0.0174532925199433]],',
            "    CS[ellipsoidal,2],",
            '        AXIS["geodetic latitude (Lat)",north,',
            "            ORDER[1],",
            '            ANGLEUNIT["degree",0.0174532925199433]],',
            '        AXIS["geodetic longitude (Lon)",east,',
            "            ORDER[2],",
            '            ANGLEUNIT["degree",0.0174532925199433]],',
            '    ID["EPSG",4269]]',
            "Data axis to CRS axis mapping: 2,1",
            f"Origin = ({ox:.15f},{oy:.15f})",
            "Pixel Size = (0.000277777777778,-0.000277777777778)",
            "Metadata:",
            "  AREA_OR_POINT=Point",
            "Image Structure Metadata:",
            "  COMPRESSION=LZW",
            "  INTERLEAVE=BAND",
            "Corner Coordinates:",
            corner("Upper Left  ", lx, ty),
            corner("Lower Left  ", lx, by),
            corner("Upper Right ", rx, ty),
            corner("Lower Right ", rx, by),
            corner("Center      ", cx, cy),
            "Band 1 Block=3612x1 Type=Float32, ColorInterp=Gray",
            "  NoData Value=-999999",
            "  Unit Type: metre",
        ]
    )


session(
    "gdal",
    "ok",
    1,
    "For the Tahoe basin snowmelt model, confirm the CRS, resolution and nodata of the two "
    "3DEP DEM tiles we downloaded, and give me the ground elevation at the Incline Creek and "
    "Tahoe City gauges.",
    [
        (
            "shell",
            sh("gdalinfo dem/USGS_1_n40w120.tif"),
            gdalinfo("dem/USGS_1_n40w120.tif", -120.001666666666665, 40.001666666666665),
        ),
        (
            "shell",
            sh("gdalinfo dem/USGS_1_n40w121.tif"),
            gdalinfo("dem/USGS_1_n40w121.tif", -121.001666666666665, 40.001666666666665),
        ),
        (
            "shell",
            sh("ogrinfo -so data/gauges.gpkg gauges"),
            "INFO: Open of `data/gauges.gpkg'\n      using driver `GPKG' successful.\n\n"
            "Layer name: gauges\nGeometry: Point\nFeature Count: 14\n"
            "Extent: (-120.228110, 38.936420) - (-119.927300, 39.254810)\n"
            'Layer SRS WKT:\nGEOGCRS["WGS 84",\n    ENSEMBLE["World Geodetic System 1984 ensemble",\n'
            '        MEMBER["World Geodetic System 1984 (Transit)"],\n'
            '        ELLIPSOID["WGS 84",6378137,298.257223563,\n            LENGTHUNIT["metre",1]],\n'
            '        ENSEMBLEACCURACY[2.0]],\n    CS[ellipsoidal,2],\n    ID["EPSG",4326]]\n'
            "Data axis to CRS axis mapping: 2,1\nFID Column = fid\nGeometry Column = geom\n"
            "site_no: String (15.0)\nstation_nm: String (80.0)\nagency_cd: String (5.0)\n"
            "drain_area_sqmi: Real (0.0)\nbegin_date: Date (0.0)",
        ),
        (
            "shell",
            sh(
                'ogrinfo -ro -q data/gauges.gpkg -sql "SELECT site_no, station_nm, '
                "ST_X(geom) x, ST_Y(geom) y FROM gauges WHERE station_nm LIKE '%INCLINE%' "
                "OR station_nm LIKE '%TAHOE CITY%'\""
            ),
            "\nLayer name: SELECT\nOGRFeature(SELECT):0\n  site_no (String) = 10336700\n"
            "  station_nm (String) = INCLINE C NR CRYSTAL BAY NV\n  x (Real) = -119.944622\n"
            "  y (Real) = 39.240177\n\nOGRFeature(SELECT):1\n  site_no (String) = 10337000\n"
            "  station_nm (String) = LAKE TAHOE A TAHOE CITY CA\n  x (Real) = -120.143244\n"
            "  y (Real) = 39.166572\n",
        ),
        (
            "shell",
            sh("gdallocationinfo -valonly -wgs84 dem/USGS_1_n40w120.tif -119.944622 39.240177"),
            "1912.4384765625",
        ),
        (
            "shell",
            sh("gdallocationinfo -wgs84 dem/USGS_1_n40w120.tif -120.143244 39.166572"),
            "Location is off this file! No further details to report.",
        ),
        (
            "shell",
            sh("gdallocationinfo -wgs84 dem/USGS_1_n40w121.tif -120.143244 39.166572"),
            "Report:\n  Location: (3088P,3000L)\n  Band 1:\n    Value: 1898.6190185546875",
        ),
    ],
)

PG_TASK = (
    "How many tax parcels in Riverside's AE flood zone lie at least partly inside the "
    "2023 FEMA 100-year floodplain, and which five have the largest area inside it?"
)
session(
    "postgis",
    "ok",
    1,
    PG_TASK,
    [
        (
            "query",
            {"sql": "SELECT postgis_full_version();"},
            j(
                [
                    {
                        "postgis_full_version": 'POSTGIS="3.4.2 c19ce56" [EXTENSION] PGSQL="160" '
                        'GEOS="3.12.1-CAPI-1.18.1" PROJ="9.3.1 NETWORK_ENABLED=OFF '
                        "URL_ENDPOINT=https://cdn.proj.org USER_WRITABLE_DIRECTORY=/var/lib/postgresql/.local/share/proj "
                        'DATABASE_PATH=/usr/share/proj/proj.db" LIBXML="2.9.14" LIBJSON="0.16" '
                        'LIBPROTOBUF="1.4.1" WAGYU="0.5.0 (Internal)" TOPOLOGY'
                    }
                ]
            ),
        ),
        (
            "query",
            {
                "sql": "SELECT f_table_name, f_geometry_column, srid, type FROM geometry_columns "
                "WHERE f_table_schema = 'public' ORDER BY 1;"
            },
            j(
                [
                    {
                        "f_table_name": "fema_nfhl_2023",
                        "f_geometry_column": "geom",
                        "srid": 2229,
                        "type": "MULTIPOLYGON",
                    },
                    {
                        "f_table_name": "parcels",
                        "f_geometry_column": "geom",
                        "srid": 2229,
                        "type": "MULTIPOLYGON",
                    },
                    {
                        "f_table_name": "zoning",
                        "f_geometry_column": "geom",
                        "srid": 2229,
                        "type": "MULTIPOLYGON",
                    },
                ]
            ),
        ),
        (
            "query",
            {
                "sql": "SELECT count(DISTINCT p.apn) FROM parcels p JOIN fema_nfhl_2023 f "
                "ON ST_Intersects(p.geom, f.geom) WHERE f.fld_zone = 'AE';"
            },
            j([{"count": "1184"}]),
        ),
        (
            "query",
            {
                "sql": "SELECT p.apn, p.situs_addr, round(ST_Area(ST_Intersection(p.geom, "
                "f.geom))::numeric / 43560, 2) AS acres_in_zone FROM parcels p JOIN "
                "fema_nfhl_2023 f ON ST_Intersects(p.geom, f.geom) WHERE f.fld_zone = "
                "'AE' ORDER BY acres_in_zone DESC LIMIT 5;"
            },
            j(
                [
                    {
                        "apn": "246-180-011",
                        "situs_addr": "7300 LIMONITE AVE",
                        "acres_in_zone": "38.72",
                    },
                    {"apn": "246-190-003", "situs_addr": None, "acres_in_zone": "27.15"},
                    {
                        "apn": "175-220-044",
                        "situs_addr": "5901 CROWN RANCH RD",
                        "acres_in_zone": "19.08",
                    },
                    {
                        "apn": "171-041-018",
                        "situs_addr": "4020 RIVERWALK PKWY",
                        "acres_in_zone": "11.61",
                    },
                    {"apn": "246-170-025", "situs_addr": "6811 PEDLEY RD", "acres_in_zone": "9.94"},
                ]
            ),
        ),
        (
            "query",
            {
                "sql": "SELECT apn, owner_name, land_use_cd FROM parcels WHERE apn IN "
                "('246-180-011','246-190-003');"
            },
            j(
                [
                    {
                        "apn": "246-180-011",
                        "owner_name": "COUNTY OF RIVERSIDE FLOOD CONTROL DIST",
                        "land_use_cd": "8800",
                    },
                    {
                        "apn": "246-190-003",
                        "owner_name": "JURUPA AREA RECREATION & PARK DIST",
                        "land_use_cd": "8500",
                    },
                ]
            ),
        ),
    ],
)

session(
    "postgis",
    "fail",
    1,
    "List the residential addresses within 500 m of the proposed Mission Grove substation "
    "site (APN 266-330-017) so we can mail the notice of hearing.",
    [
        ("query", {"sql": "SELECT apn, situs_addr FROM parcels WHERE apn = '266-330-017';"}, "[]"),
        (
            "query",
            {"sql": "SELECT apn, situs_addr FROM parcels WHERE apn LIKE '266-330%' LIMIT 20;"},
            "[]",
        ),
        ("query", {"sql": "SELECT count(*) FROM parcels;"}, j([{"count": "0"}])),
        (
            "query",
            {"sql": "SELECT count(*) FROM address_points WHERE city = 'RIVERSIDE';"},
            j([{"count": "0"}]),
        ),
        (
            "query",
            {
                "sql": "SELECT a.full_addr FROM address_points a WHERE ST_DWithin(a.geom, "
                "ST_Transform(ST_SetSRID(ST_MakePoint(-117.3372, 33.9068), 4326), 2229), "
                "1640.42);"
            },
            "[]",
        ),
        (
            "query",
            {
                "sql": "SELECT full_addr, zip FROM address_points WHERE street_name ILIKE "
                "'%MISSION GROVE%' LIMIT 50;"
            },
            "[]",
        ),
        (
            "query",
            {
                "sql": "SELECT count(*) FROM buildings b WHERE ST_DWithin(b.geom, "
                "ST_Transform(ST_SetSRID(ST_MakePoint(-117.3372, 33.9068), 4326), 2229), "
                "1640.42);"
            },
            j([{"count": "0"}]),
        ),
    ],
)

FS = "https://services1.arcgis.com/Rv8xQe3w0qGvYkZl/arcgis/rest/services/Hydrant_Inspections/FeatureServer/0/query"


def hydrant(i: int) -> dict:
    return {
        "attributes": {
            "OBJECTID": 40210 + i * 7,
            "HYDRANT_ID": f"H4-{3100 + i * 13}",
            "DISTRICT": 4,
            "STATUS": "ACTIVE",
            "LAST_INSPECT": 1651363200000 + i * 86400000 * 3,
            "NEXT_DUE": 1682899200000 + i * 86400000 * 3,
            "STREET": ["ELM ST", "CEDAR AVE", "N 9TH ST", "PARKVIEW DR", "OAK RIDGE RD"][i % 5],
        },
        "geometry": {"x": -9757311.42 + i * 41.3, "y": 5138004.17 - i * 29.8},
    }


session(
    "arcgis",
    "ok",
    1,
    "Pull every active fire hydrant in District 4 whose inspection is overdue (next due "
    "before 2024-01-01) from the city's ArcGIS feature service and summarize by street.",
    [
        (
            "http_get",
            {
                "url": FS,
                "params": {
                    "where": "DISTRICT=4 AND STATUS='ACTIVE' AND NEXT_DUE < DATE '2024-01-01'",
                    "returnCountOnly": "true",
                    "f": "json",
                },
            },
            jc({"count": 7}),
        ),
        (
            "http_get",
            {
                "url": FS,
                "params": {
                    "where": "DISTRICT=4 AND STATUS='ACTIVE' AND NEXT_DUE < DATE '2024-01-01'",
                    "outFields": "*",
                    "resultRecordCount": 5,
                    "f": "json",
                },
            },
            jc(
                {
                    "objectIdFieldName": "OBJECTID",
                    "uniqueIdField": {"name": "OBJECTID", "isSystemMaintained": True},
                    "globalIdFieldName": "",
                    "geometryType": "esriGeometryPoint",
                    "spatialReference": {"wkid": 102100, "latestWkid": 3857},
                    "fields": [
                        {"name": "OBJECTID", "type": "esriFieldTypeOID", "alias": "OBJECTID"},
                        {
                            "name": "HYDRANT_ID",
                            "type": "esriFieldTypeString",
                            "alias": "Hydrant ID",
                            "length": 16,
                        },
                        {
                            "name": "DISTRICT",
                            "type": "esriFieldTypeSmallInteger",
                            "alias": "District",
                        },
                        {
                            "name": "STATUS",
                            "type": "esriFieldTypeString",
                            "alias": "Status",
                            "length": 12,
                        },
                        {
                            "name": "LAST_INSPECT",
                            "type": "esriFieldTypeDate",
                            "alias": "Last Inspection",
                            "length": 8,
                        },
                        {
                            "name": "NEXT_DUE",
                            "type": "esriFieldTypeDate",
                            "alias": "Next Due",
                            "length": 8,
                        },
                        {
                            "name": "STREET",
                            "type": "esriFieldTypeString",
                            "alias": "Street",
                            "length": 60,
                        },
                    ],
                    "exceededTransferLimit": True,
                    "features": [hydrant(i) for i in range(5)],
                }
            ),
        ),
        (
            "http_get",
            {
                "url": FS,
                "params": {
                    "where": "DISTRICT=4 AND STATUS='ACTIVE' AND NEXT_DUE < DATE '2024-01-01'",
                    "outFields": "*",
                    "resultOffset": 5,
                    "resultRecordCount": 5,
                    "f": "json",
                },
            },
            jc(
                {
                    "objectIdFieldName": "OBJECTID",
                    "geometryType": "esriGeometryPoint",
                    "spatialReference": {"wkid": 102100, "latestWkid": 3857},
                    "fields": [],
                    "features": [hydrant(i) for i in range(5, 7)],
                }
            ),
        ),
        (
            "http_get",
            {
                "url": FS,
                "params": {
                    "where": "DISTRICT=4 AND STATUS='ACTIVE' AND NEXT_DUE < DATE '2024-01-01'",
                    "groupByFieldsForStatistics": "STREET",
                    "outStatistics": '[{"statisticType":"count","onStatisticField":"OBJECTID","outStatisticFieldName":"n"}]',
                    "f": "json",
                },
            },
            jc(
                {
                    "displayFieldName": "",
                    "fieldAliases": {"STREET": "STREET", "n": "n"},
                    "fields": [
                        {
                            "name": "STREET",
                            "type": "esriFieldTypeString",
                            "alias": "STREET",
                            "length": 60,
                        },
                        {"name": "n", "type": "esriFieldTypeInteger", "alias": "n"},
                    ],
                    "features": [
                        {"attributes": {"STREET": "CEDAR AVE", "n": 2}},
                        {"attributes": {"STREET": "ELM ST", "n": 2}},
                        {"attributes": {"STREET": "N 9TH ST", "n": 1}},
                        {"attributes": {"STREET": "OAK RIDGE RD", "n": 1}},
                        {"attributes": {"STREET": "PARKVIEW DR", "n": 1}},
                    ],
                }
            ),
        ),
    ],
)

ARC_ERR = jc({"error": {"code": 498, "message": "Invalid token.", "details": []}})
FS2 = "https://gis.countyofsummit.org/arcgis/rest/services/Public/Zoning/MapServer/3/query"
session(
    "arcgis",
    "fail",
    1,
    "Which zoning district and overlay apply to 1420 Portage Trail, and is it inside the "
    "historic overlay? Use the county's ArcGIS services.",
    [
        (
            "http_get",
            {"url": FS2.rsplit("/query", 1)[0], "params": {"f": "json"}},
            jc(
                {
                    "currentVersion": 10.91,
                    "id": 3,
                    "name": "Zoning Districts",
                    "type": "Feature Layer",
                    "geometryType": "esriGeometryPolygon",
                    "minScale": 0,
                    "maxScale": 0,
                    "fields": [
                        {"name": "OBJECTID", "type": "esriFieldTypeOID"},
                        {"name": "ZONE_CODE", "type": "esriFieldTypeString", "length": 10},
                        {"name": "ZONE_DESC", "type": "esriFieldTypeString", "length": 80},
                        {"name": "OVERLAY", "type": "esriFieldTypeString", "length": 40},
                    ],
                    "maxRecordCount": 2000,
                    "supportedQueryFormats": "JSON, geoJSON, PBF",
                }
            ),
        ),
        (
            "http_get",
            {
                "url": FS2,
                "params": {
                    "geometry": "-81.5112,41.1371",
                    "geometryType": "esriGeometryPoint",
                    "inSR": 4326,
                    "spatialRel": "esriSpatialRelIntersects",
                    "outFields": "ZONE_CODE,ZONE_DESC,OVERLAY",
                    "f": "json",
                },
            },
            ARC_ERR,
        ),
        (
            "http_get",
            {
                "url": FS2,
                "params": {
                    "where": "1=1",
                    "geometry": "-81.5112,41.1371",
                    "geometryType": "esriGeometryPoint",
                    "inSR": 4326,
                    "outFields": "*",
                    "f": "json",
                },
            },
            ARC_ERR,
        ),
        (
            "http_get",
            {
                "url": FS2.replace("MapServer/3", "MapServer/1"),
                "params": {
                    "where": "SITE_ADDR LIKE '1420 PORTAGE%'",
                    "outFields": "*",
                    "f": "json",
                },
            },
            ARC_ERR,
        ),
        (
            "http_get",
            {
                "url": FS2.replace("MapServer/3", "MapServer/5"),
                "params": {
                    "geometry": "-81.5112,41.1371",
                    "geometryType": "esriGeometryPoint",
                    "inSR": 4326,
                    "outFields": "*",
                    "returnGeometry": "false",
                    "f": "json",
                },
            },
            ARC_ERR,
        ),
        (
            "http_get",
            {
                "url": FS2,
                "params": {
                    "where": "ZONE_CODE LIKE 'R-%'",
                    "returnCountOnly": "true",
                    "f": "pjson",
                },
            },
            '{\n  "error" : \n  {\n    "code" : 498, \n    "message" : "Invalid token.", \n    "details" : [ ]\n  }\n}',
        ),
        (
            "http_get",
            {"url": FS2, "params": {"objectIds": "1,2,3", "outFields": "*", "f": "json"}},
            ARC_ERR,
        ),
    ],
)

GRIB = "gfs.20240314/12/atmos/gfs.t12z.pgrb2.0p25.f024"
session(
    "wgrib2",
    "ok",
    1,
    "From the 2024-03-14 12Z GFS 0.25° run, what are the forecast 2 m temperature, 10 m wind "
    "and total precip at Denver (39.75N, 104.99W) for valid time 15 Mar 12Z?",
    [
        (
            "shell",
            sh(f"wgrib2 {GRIB} -s | grep -E ':(TMP|UGRD|VGRD):(2|10) m above ground:'"),
            "581:418215931:d=2024031412:TMP:2 m above ground:24 hour fcst:\n"
            "587:421913422:d=2024031412:UGRD:10 m above ground:24 hour fcst:\n"
            "588:422746170:d=2024031412:VGRD:10 m above ground:24 hour fcst:",
        ),
        (
            "shell",
            sh(f"wgrib2 {GRIB} -match ':TMP:2 m above ground:' -lon 255.01 39.75"),
            "581:418215931:lon=255,lat=39.75,val=270.914",
        ),
        (
            "shell",
            sh(f"wgrib2 {GRIB} -match ':(UGRD|VGRD):10 m above ground:' -lon 255.01 39.75"),
            "587:421913422:lon=255,lat=39.75,val=-3.21862\n588:422746170:lon=255,lat=39.75,val=8.90247",
        ),
        (
            "shell",
            sh(f"wgrib2 {GRIB} -s | grep ':APCP:'"),
            "596:427520015:d=2024031412:APCP:surface:18-24 hour acc fcst:\n"
            "597:427913808:d=2024031412:APCP:surface:0-1 day acc fcst:",
        ),
        (
            "shell",
            sh(f"wgrib2 {GRIB} -d 597 -lon 255.01 39.75"),
            "597:427913808:lon=255,lat=39.75,val=21.3125",
        ),
        (
            "shell",
            sh(f"wgrib2 {GRIB} -d 581 -V | head -4"),
            "581:418215931:vt=2024031512:2 m above ground:24 hour fcst:TMP Temperature [K]:\n"
            "    ndata=1038240:undef=0:mean=278.784:min=201.9:max=313.5\n"
            "    grid_template=0:winds(N/S):\n"
            "\tlat-lon grid:(1440 x 721) units 1e-06 input WE:NS output WE:SN res 48",
        ),
    ],
)

OISST_H = """netcdf sst.day.mean.2023 {
dimensions:
\ttime = UNLIMITED ; // (365 currently)
\tlat = 720 ;
\tlon = 1440 ;
variables:
\tfloat lat(lat) ;
\t\tlat:units = "degrees_north" ;
\t\tlat:long_name = "Latitude" ;
\t\tlat:actual_range = -89.875f, 89.875f ;
\t\tlat:standard_name = "latitude" ;
\t\tlat:axis = "Y" ;
\tfloat lon(lon) ;
\t\tlon:units = "degrees_east" ;
\t\tlon:long_name = "Longitude" ;
\t\tlon:actual_range = 0.125f, 359.875f ;
\t\tlon:standard_name = "longitude" ;
\t\tlon:axis = "X" ;
\tdouble time(time) ;
\t\ttime:units = "days since 1800-01-01 00:00:00" ;
\t\ttime:long_name = "Time" ;
\t\ttime:calendar = "standard" ;
\t\ttime:axis = "T" ;
\tfloat sst(time, lat, lon) ;
\t\tsst:long_name = "Daily Sea Surface Temperature" ;
\t\tsst:units = "degC" ;
\t\tsst:valid_range = -3.f, 45.f ;
\t\tsst:missing_value = -9.96921e+36f ;
\t\tsst:precision = 2.f ;
\t\tsst:dataset = "NOAA High-resolution Blended Analysis" ;
\t\tsst:var_desc = "Sea Surface Temperature" ;
\t\tsst:level_desc = "Surface" ;
\t\tsst:statistic = "Mean" ;
\t\tsst:parent_stat = "Individual Observations" ;

// global attributes:
\t\t:Conventions = "CF-1.5" ;
\t\t:title = "NOAA/NCEI 1/4 Degree Daily Optimum Interpolation Sea Surface Temperature (OISST) Analysis, Version 2.1" ;
\t\t:institution = "NOAA/National Centers for Environmental Information" ;
\t\t:source = "NOAA/NCEI https://www.ncei.noaa.gov/data/sea-surface-temperature-optimum-interpolation/v2.1/access/avhrr/" ;
\t\t:References = "https://www.psl.noaa.gov/data/gridded/data.noaa.oisst.v2.highres.html" ;
\t\t:version = "2.1" ;
}"""

session(
    "netcdf",
    "ok",
    1,
    "Compute the July 2023 mean SST anomaly over the Niño 3.4 box (5N-5S, 170W-120W) from "
    "our local OISST v2.1 files against the 1991-2020 daily climatology.",
    [
        ("shell", sh("ncdump -h data/oisst/sst.day.mean.2023.nc"), OISST_H),
        (
            "shell",
            sh("ncdump -h data/oisst/sst.day.mean.ltm.1991-2020.nc | head -25"),
            "netcdf sst.day.mean.ltm.1991-2020 {\ndimensions:\n\tlat = 720 ;\n\tlon = 1440 ;\n"
            "\ttime = UNLIMITED ; // (365 currently)\n\tnbnds = 2 ;\nvariables:\n\tfloat lat(lat) ;\n"
            '\t\tlat:units = "degrees_north" ;\n\tfloat lon(lon) ;\n\t\tlon:units = "degrees_east" ;\n'
            '\tdouble time(time) ;\n\t\ttime:units = "days since 1-1-1 00:00:00" ;\n'
            '\t\ttime:climatology = "climatology_bounds" ;\n\t\ttime:calendar = "standard" ;\n'
            "\tdouble climatology_bounds(time, nbnds) ;\n\tfloat sst(time, lat, lon) ;\n"
            '\t\tsst:long_name = "Long Term Mean of Daily Sea Surface Temperature" ;\n'
            '\t\tsst:units = "degC" ;\n\t\tsst:missing_value = -9.96921e+36f ;\n'
            "\t\tsst:ltm_range = 1991, 2020 ;",
        ),
        (
            "python",
            {
                "code": "import xarray as xr\nds = xr.open_dataset('data/oisst/sst.day.mean.2023.nc')\n"
                "box = ds.sst.sel(lat=slice(-5, 5), lon=slice(190, 240), time='2023-07')\nprint(box)"
            },
            "<xarray.DataArray 'sst' (time: 31, lat: 40, lon: 200)> Size: 992kB\n"
            "[248000 values with dtype=float32]\nCoordinates:\n"
            "  * lat      (lat) float32 160B -4.875 -4.625 -4.375 -4.125 ... 4.375 4.625 4.875\n"
            "  * lon      (lon) float32 800B 190.1 190.4 190.6 190.9 ... 239.1 239.4 239.6 239.9\n"
            "  * time     (time) datetime64[ns] 248B 2023-07-01 2023-07-02 ... 2023-07-31\n"
            "Attributes:\n    long_name:     Daily Sea Surface Temperature\n    units:         degC\n"
            "    valid_range:   [-3. 45.]\n    precision:     2.0\n"
            "    dataset:       NOAA High-resolution Blended Analysis\n    var_desc:      Sea Surface Temperature\n"
            "    level_desc:    Surface\n    statistic:     Mean\n    parent_stat:   Individual Observations\n"
            "    actual_range:  [-1.8  35.12]",
        ),
        (
            "python",
            {
                "code": "clim = xr.open_dataset('data/oisst/sst.day.mean.ltm.1991-2020.nc')\n"
                "c = clim.sst.sel(lat=slice(-5, 5), lon=slice(190, 240)).isel(time=slice(181, 212))\n"
                "w = np.cos(np.deg2rad(box.lat))\n"
                "obs = box.weighted(w).mean(('lat','lon'))\nref = c.weighted(w).mean(('lat','lon'))\n"
                "print(float(obs.mean()), float(ref.mean()), float(obs.mean() - ref.mean()))"
            },
            "28.386594772338867 27.321409225463867 1.065185546875",
        ),
        (
            "python",
            {"code": "print((obs.values - ref.values).round(2))"},
            "[0.81 0.84 0.86 0.9  0.93 0.95 0.96 0.98 1.01 1.03 1.04 1.05 1.07 1.08\n"
            " 1.09 1.1  1.12 1.13 1.13 1.14 1.15 1.16 1.16 1.17 1.18 1.18 1.19 1.19\n 1.2  1.2  1.21]",
        ),
    ],
)

EXPORT_ID = hid("ee-export-capetown", 24).upper()


def ee_status(state: str, upd: int, extra: dict | None = None) -> str:
    d = {
        "state": state,
        "description": "capetown_s2_median_2024q1",
        "priority": 100,
        "creation_timestamp_ms": 1712311027402,
        "update_timestamp_ms": upd,
        "start_timestamp_ms": 1712311041988 if state != "READY" else 0,
        "task_type": "EXPORT_IMAGE",
        "id": EXPORT_ID,
        "name": f"projects/wcape-water/operations/{EXPORT_ID}",
    }
    if extra:
        d.update(extra)
    return repr(d)


session(
    "earthengine",
    "ok",
    1,
    "Export a cloud-masked Sentinel-2 median composite of the Cape Town water catchments for "
    "Jan-Mar 2024 to Drive at 10 m and tell me when the file is there.",
    [
        (
            "python",
            {
                "code": "s2 = (ee.ImageCollection('COPERNICUS/S2_SR_HARMONIZED').filterBounds(aoi)"
                ".filterDate('2024-01-01','2024-04-01').filter(ee.Filter.lt('CLOUDY_PIXEL_PERCENTAGE', 40)))\n"
                "print(s2.size().getInfo())"
            },
            "137",
        ),
        (
            "python",
            {
                "code": "comp = s2.map(mask_scl).median().select(['B2','B3','B4','B8','B11','B12'])\n"
                "print(comp.bandNames().getInfo()); print(aoi.area(1).divide(1e6).getInfo())"
            },
            "['B2', 'B3', 'B4', 'B8', 'B11', 'B12']\n2846.112093315842",
        ),
        (
            "python",
            {
                "code": "task = ee.batch.Export.image.toDrive(comp, description='capetown_s2_median_2024q1', "
                "folder='gee_exports', region=aoi, scale=10, crs='EPSG:32734', maxPixels=1e10)\n"
                "task.start(); print(task.status())"
            },
            ee_status("READY", 1712311027402),
        ),
        (
            "python",
            {"code": "print(task.status())"},
            ee_status("RUNNING", 1712311102611, {"attempt": 1}),
        ),
        (
            "python",
            {"code": "import time; time.sleep(300); print(task.status())"},
            ee_status("RUNNING", 1712311402876, {"attempt": 1}),
        ),
        (
            "python",
            {"code": "time.sleep(600); print(task.status())"},
            ee_status(
                "RUNNING", 1712312004120, {"attempt": 1, "batch_eecu_usage_seconds": 2231.52}
            ),
        ),
        (
            "python",
            {"code": "time.sleep(600); print(task.status())"},
            ee_status(
                "COMPLETED",
                1712312559043,
                {
                    "attempt": 1,
                    "batch_eecu_usage_seconds": 3907.8,
                    "destination_uris": [
                        "https://drive.google.com/#folders/1pQ" + hid("drive", 20)
                    ],
                },
            ),
        ),
    ],
)

EE_TB = (
    'Traceback (most recent call last):\n  File "<stdin>", line {line}, in <module>\n'
    '  File "/opt/conda/lib/python3.11/site-packages/ee/computedobject.py", line 107, in getInfo\n'
    "    return data.computeValue(self)\n"
    '  File "/opt/conda/lib/python3.11/site-packages/ee/data.py", line 1107, in computeValue\n'
    "    return _execute_cloud_call(\n"
    '  File "/opt/conda/lib/python3.11/site-packages/ee/data.py", line 408, in _execute_cloud_call\n'
    "    raise _translate_cloud_exception(e)  # pylint: disable=raise-missing-from\n"
    "ee.ee_exception.EEException: Too Many Requests: Request was rejected because the request "
    "rate or concurrency limit was exceeded."
)
session(
    "earthengine",
    "fail",
    1,
    "For each of the 14 irrigation districts in the Central Valley shapefile, give me the mean "
    "July 2023 NDVI from Landsat 9.",
    [
        (
            "python",
            {
                "code": "districts = ee.FeatureCollection('projects/cv-water/assets/irrigation_districts')\n"
                "print(districts.size().getInfo())"
            },
            "14",
        ),
        (
            "python",
            {
                "code": "res = ndvi.reduceRegions(districts, ee.Reducer.mean(), 30)\n"
                "print(res.aggregate_array('mean').getInfo())"
            },
            EE_TB.format(line=2),
        ),
        (
            "python",
            {
                "code": "res = ndvi.reduceRegions(districts, ee.Reducer.mean(), 90)\n"
                "print(res.aggregate_array('mean').getInfo())"
            },
            EE_TB.format(line=2),
        ),
        (
            "python",
            {
                "code": "first = ee.Feature(districts.first())\n"
                "print(ndvi.reduceRegion(ee.Reducer.mean(), first.geometry(), 30, maxPixels=1e9).getInfo())"
            },
            EE_TB.format(line=2),
        ),
        (
            "python",
            {
                "code": "import time; time.sleep(60)\n"
                "print(ndvi.reduceRegion(ee.Reducer.mean(), first.geometry(), 100, bestEffort=True).getInfo())"
            },
            EE_TB.format(line=2),
        ),
        ("python", {"code": "print(ee.Number(1).add(1).getInfo())"}, EE_TB.format(line=1)),
        (
            "python",
            {"code": "time.sleep(120)\nprint(districts.first().get('DIST_NAME').getInfo())"},
            EE_TB.format(line=2),
        ),
    ],
)


def mb_feature(
    name: str, place: str, lon: float, lat: float, rel: float, ptype: str = "address"
) -> dict:
    return {
        "id": f"{ptype}.{int(hid(place, 12), 16) % 10**16}",
        "type": "Feature",
        "place_type": [ptype],
        "relevance": rel,
        "properties": {"accuracy": "rooftop"} if ptype == "address" else {},
        "text": name,
        "place_name": place,
        "center": [lon, lat],
        "geometry": {"type": "Point", "coordinates": [lon, lat]},
    }


def mb_geo(query: list[str], feats: list[dict]) -> str:
    return jc(
        {
            "type": "FeatureCollection",
            "query": query,
            "features": feats,
            "attribution": "NOTICE: © 2024 Mapbox and its suppliers. All rights reserved. Use of this data "
            "is subject to the Mapbox Terms of Service (https://www.mapbox.com/about/maps/). "
            "This response and the information it contains may not be retained. POI(s) "
            "provided by Foursquare.",
        }
    )


MB = "https://api.mapbox.com/geocoding/v5/mapbox.places/{}.json"
session(
    "mapbox",
    "ok",
    1,
    "Plan tomorrow's delivery loop from our Oxnard depot (1200 E Channel Islands Blvd) to the "
    "three Ventura customers on the sheet and back; give me the stop order and total drive time.",
    [
        (
            "http_get",
            {"url": MB.format("1200 E Channel Islands Blvd, Oxnard CA"), "params": {"limit": 1}},
            mb_geo(
                ["1200", "e", "channel", "islands", "blvd", "oxnard", "ca"],
                [
                    mb_feature(
                        "East Channel Islands Boulevard",
                        "1200 East Channel Islands Boulevard, Oxnard, California 93033, United States",
                        -119.16491,
                        34.17432,
                        1,
                    )
                ],
            ),
        ),
        (
            "http_get",
            {"url": MB.format("2450 Eastman Ave, Ventura CA"), "params": {"limit": 1}},
            mb_geo(
                ["2450", "eastman", "ave", "ventura", "ca"],
                [
                    mb_feature(
                        "Eastman Avenue",
                        "2450 Eastman Avenue, Ventura, California 93003, United States",
                        -119.20617,
                        34.26201,
                        1,
                    )
                ],
            ),
        ),
        (
            "http_get",
            {"url": MB.format("5700 Ralston St, Ventura CA"), "params": {"limit": 1}},
            mb_geo(
                ["5700", "ralston", "st", "ventura", "ca"],
                [
                    mb_feature(
                        "Ralston Street",
                        "5700 Ralston Street, Ventura, California 93003, United States",
                        -119.20106,
                        34.26655,
                        1,
                    )
                ],
            ),
        ),
        (
            "http_get",
            {"url": MB.format("101 S Figueroa St, Ventura CA"), "params": {"limit": 1}},
            mb_geo(
                ["101", "s", "figueroa", "st", "ventura", "ca"],
                [
                    mb_feature(
                        "South Figueroa Street",
                        "101 South Figueroa Street, Ventura, California 93001, United States",
                        -119.29799,
                        34.27946,
                        0.96,
                    )
                ],
            ),
        ),
        (
            "http_get",
            {
                "url": "https://api.mapbox.com/optimized-trips/v1/mapbox/driving/"
                "-119.16491,34.17432;-119.20617,34.26201;-119.20106,34.26655;-119.29799,34.27946",
                "params": {"roundtrip": "true", "source": "first", "overview": "false"},
            },
            jc(
                {
                    "code": "Ok",
                    "waypoints": [
                        {
                            "distance": 3.1,
                            "name": "East Channel Islands Boulevard",
                            "location": [-119.164911, 34.174318],
                            "waypoint_index": 0,
                            "trips_index": 0,
                        },
                        {
                            "distance": 6.4,
                            "name": "Eastman Avenue",
                            "location": [-119.206168, 34.262013],
                            "waypoint_index": 1,
                            "trips_index": 0,
                        },
                        {
                            "distance": 4.8,
                            "name": "Ralston Street",
                            "location": [-119.201061, 34.266551],
                            "waypoint_index": 2,
                            "trips_index": 0,
                        },
                        {
                            "distance": 9.7,
                            "name": "South Figueroa Street",
                            "location": [-119.297989, 34.279463],
                            "waypoint_index": 3,
                            "trips_index": 0,
                        },
                    ],
                    "trips": [
                        {
                            "geometry": "a{yoEnb`wUsA",
                            "legs": [
                                {
                                    "summary": "",
                                    "weight": 884.2,
                                    "duration": 781.5,
                                    "steps": [],
                                    "distance": 12433.9,
                                },
                                {
                                    "summary": "",
                                    "weight": 121.6,
                                    "duration": 109.8,
                                    "steps": [],
                                    "distance": 871.2,
                                },
                                {
                                    "summary": "",
                                    "weight": 702.3,
                                    "duration": 633.1,
                                    "steps": [],
                                    "distance": 10012.6,
                                },
                                {
                                    "summary": "",
                                    "weight": 1390.7,
                                    "duration": 1214.9,
                                    "steps": [],
                                    "distance": 20455.0,
                                },
                            ],
                            "weight_name": "routability",
                            "weight": 3098.8,
                            "duration": 2739.3,
                            "distance": 43772.7,
                        }
                    ],
                }
            ),
        ),
    ],
)

HERE_429 = jc(
    {
        "error": "Too Many Requests",
        "error_description": "Rate limit for this service has been reached",
    }
)
HG = "https://geocode.search.hereapi.com/v1/geocode"
session(
    "here",
    "fail",
    1,
    "Geocode the 9 new franchise addresses in the onboarding sheet and tell me which ones fall "
    "outside our Texas service area.",
    [
        (
            "http_get",
            {"url": HG, "params": {"q": "3301 Bee Caves Rd, Austin, TX 78746"}},
            jc(
                {
                    "items": [
                        {
                            "title": "3301 Bee Caves Rd, Austin, TX 78746-6663, United States",
                            "id": "here:af:streetsection:" + hid("bee", 22),
                            "resultType": "houseNumber",
                            "houseNumberType": "PA",
                            "address": {
                                "label": "3301 Bee Caves Rd, Austin, TX 78746-6663, United States",
                                "countryCode": "USA",
                                "countryName": "United States",
                                "stateCode": "TX",
                                "state": "Texas",
                                "county": "Travis",
                                "city": "Austin",
                                "street": "Bee Caves Rd",
                                "postalCode": "78746-6663",
                                "houseNumber": "3301",
                            },
                            "position": {"lat": 30.27291, "lng": -97.79544},
                            "access": [{"lat": 30.27318, "lng": -97.79531}],
                            "mapView": {
                                "west": -97.79648,
                                "south": 30.27201,
                                "east": -97.7944,
                                "north": 30.27381,
                            },
                            "scoring": {
                                "queryScore": 1.0,
                                "fieldScore": {
                                    "state": 1.0,
                                    "city": 1.0,
                                    "streets": [1.0],
                                    "houseNumber": 1.0,
                                    "postalCode": 1.0,
                                },
                            },
                        }
                    ]
                }
            ),
        ),
        (
            "http_get",
            {"url": HG, "params": {"q": "1120 S Alamo St, San Antonio, TX 78210"}},
            HERE_429,
        ),
        ("http_get", {"url": HG, "params": {"q": "1120 S Alamo St, San Antonio, TX"}}, HERE_429),
        ("http_get", {"url": HG, "params": {"q": "400 N Ervay St, Dallas, TX 75201"}}, HERE_429),
        (
            "http_get",
            {
                "url": HG,
                "params": {"q": "8900 Gulf Fwy, Houston, TX 77017", "in": "countryCode:USA"},
            },
            HERE_429,
        ),
        ("http_get", {"url": HG, "params": {"q": "215 E Main St, Hobbs, NM 88240"}}, HERE_429),
        (
            "http_get",
            {
                "url": HG,
                "params": {"qq": "city=Laredo;state=TX;street=San Bernardo Ave;houseNumber=4712"},
            },
            HERE_429,
        ),
        ("http_get", {"url": HG, "params": {"q": "1120 S Alamo St San Antonio"}}, HERE_429),
    ],
)

# ---------------------------------------------------------------- 2. routing


def ripe(call: str, resource: str, data: dict, t: str, ver: str = "1.1", proc: int = 41) -> str:
    return j(
        {
            "messages": [],
            "see_also": [],
            "version": ver,
            "data_call_name": call,
            "data_call_status": "supported - connecting to data sources",
            "cached": False,
            "data": data,
            "query_id": f"20240611{hid(call + resource, 6)}-{uid(call + resource)}",
            "process_time": proc,
            "server_id": "app137",
            "build_version": "live.2024.6.10.176",
            "status": "ok",
            "status_code": 200,
            "time": t,
        },
        indent=None,
    )


RS = "https://stat.ripe.net/data/{}/data.json"
session(
    "ripestat",
    "ok",
    1,
    "Give me a routing overview of AS3333 (RIPE NCC): what it announces, how visible it is, "
    "its upstream neighbours, and whether its main prefix is RPKI-valid.",
    [
        (
            "http_get",
            {"url": RS.format("as-overview"), "params": {"resource": "AS3333"}},
            ripe(
                "as-overview",
                "AS3333",
                {
                    "type": "as",
                    "resource": "3333",
                    "block": {
                        "resource": "3154-3353",
                        "desc": "Assigned by RIPE NCC",
                        "name": "IANA 16-bit Autonomous System (AS) Numbers Registry",
                    },
                    "holder": "RIPE-NCC-AS - Reseaux IP Europeens Network Coordination Centre (RIPE NCC)",
                    "announced": True,
                    "query_starttime": "2024-06-11T00:00:00",
                    "query_endtime": "2024-06-11T00:00:00",
                },
                "2024-06-11T08:14:02.118723",
            ),
        ),
        (
            "http_get",
            {"url": RS.format("announced-prefixes"), "params": {"resource": "AS3333"}},
            ripe(
                "announced-prefixes",
                "AS3333",
                {
                    "prefixes": [
                        {
                            "prefix": "193.0.0.0/21",
                            "timelines": [
                                {
                                    "starttime": "2024-05-28T00:00:00",
                                    "endtime": "2024-06-11T00:00:00",
                                }
                            ],
                        },
                        {
                            "prefix": "193.0.10.0/23",
                            "timelines": [
                                {
                                    "starttime": "2024-05-28T00:00:00",
                                    "endtime": "2024-06-11T00:00:00",
                                }
                            ],
                        },
                        {
                            "prefix": "193.0.12.0/23",
                            "timelines": [
                                {
                                    "starttime": "2024-05-28T00:00:00",
                                    "endtime": "2024-06-11T00:00:00",
                                }
                            ],
                        },
                        {
                            "prefix": "193.0.18.0/23",
                            "timelines": [
                                {
                                    "starttime": "2024-05-28T00:00:00",
                                    "endtime": "2024-06-11T00:00:00",
                                }
                            ],
                        },
                        {
                            "prefix": "193.0.20.0/23",
                            "timelines": [
                                {
                                    "starttime": "2024-05-28T00:00:00",
                                    "endtime": "2024-06-11T00:00:00",
                                }
                            ],
                        },
                        {
                            "prefix": "193.0.22.0/23",
                            "timelines": [
                                {
                                    "starttime": "2024-05-28T00:00:00",
                                    "endtime": "2024-06-11T00:00:00",
                                }
                            ],
                        },
                        {
                            "prefix": "2001:67c:2e8::/48",
                            "timelines": [
                                {
                                    "starttime": "2024-05-28T00:00:00",
                                    "endtime": "2024-06-11T00:00:00",
                                }
                            ],
                        },
                    ],
                    "query_starttime": "2024-05-28T00:00:00",
                    "query_endtime": "2024-06-11T00:00:00",
                    "resource": "3333",
                    "latest_time": "2024-06-11T00:00:00",
                    "earliest_time": "2000-08-01T00:00:00",
                },
                "2024-06-11T08:14:09.410338",
                "1.2",
                212,
            ),
        ),
        (
            "http_get",
            {"url": RS.format("routing-status"), "params": {"resource": "AS3333"}},
            ripe(
                "routing-status",
                "AS3333",
                {
                    "first_seen": {
                        "prefix": "193.0.0.0/21",
                        "origin": "3333",
                        "time": "2000-08-01T00:00:00",
                    },
                    "last_seen": {
                        "prefix": "2001:67c:2e8::/48",
                        "origin": "3333",
                        "time": "2024-06-11T00:00:00",
                    },
                    "visibility": {
                        "v4": {"ris_peers_seeing": 331, "total_ris_peers": 334},
                        "v6": {"ris_peers_seeing": 328, "total_ris_peers": 331},
                    },
                    "announced_space": {
                        "v4": {"prefixes": 6, "ips": 3584},
                        "v6": {"prefixes": 1, "48s": 1},
                    },
                    "observed_neighbours": 11,
                    "resource": "3333",
                    "query_time": "2024-06-11T00:00:00",
                },
                "2024-06-11T08:14:15.003194",
                "3.1",
            ),
        ),
        (
            "http_get",
            {"url": RS.format("asn-neighbours"), "params": {"resource": "AS3333"}},
            ripe(
                "asn-neighbours",
                "AS3333",
                {
                    "resource": "3333",
                    "query_starttime": "2024-06-11T00:00:00",
                    "query_endtime": "2024-06-11T00:00:00",
                    "latest_time": "2024-06-11T00:00:00",
                    "earliest_time": "2024-06-11T00:00:00",
                    "neighbour_counts": {"left": 6, "right": 0, "uncertain": 5, "unique": 11},
                    "neighbours": [
                        {
                            "asn": 1103,
                            "type": "left",
                            "power": 192,
                            "v4_peers": 151,
                            "v6_peers": 138,
                        },
                        {
                            "asn": 12859,
                            "type": "left",
                            "power": 171,
                            "v4_peers": 140,
                            "v6_peers": 119,
                        },
                        {"asn": 1200, "type": "left", "power": 88, "v4_peers": 71, "v6_peers": 60},
                        {"asn": 2603, "type": "left", "power": 40, "v4_peers": 33, "v6_peers": 27},
                        {
                            "asn": 6777,
                            "type": "uncertain",
                            "power": 6,
                            "v4_peers": 5,
                            "v6_peers": 4,
                        },
                        {"asn": 25152, "type": "left", "power": 4, "v4_peers": 3, "v6_peers": 2},
                    ],
                },
                "2024-06-11T08:14:19.772504",
                "5.1",
                64,
            ),
        ),
        (
            "http_get",
            {
                "url": RS.format("rpki-validation"),
                "params": {"resource": "AS3333", "prefix": "193.0.0.0/21"},
            },
            ripe(
                "rpki-validation",
                "AS3333",
                {
                    "validating_roas": [
                        {
                            "origin": "3333",
                            "prefix": "193.0.0.0/21",
                            "max_length": 21,
                            "validity": "valid",
                        }
                    ],
                    "status": "valid",
                    "validator": "routinator",
                    "resource": "3333",
                    "prefix": "193.0.0.0/21",
                },
                "2024-06-11T08:14:24.220991",
                "0.3",
                18,
            ),
        ),
    ],
)

session(
    "ripestat",
    "ok",
    2,
    "Our NOC got an alert about 185.44.176.0/22. Check whether any origin other than our AS "
    "(AS201838) or any more-specific of it has been seen in BGP in the last 7 days.",
    [
        (
            "http_get",
            {"url": RS.format("prefix-overview"), "params": {"resource": "185.44.176.0/22"}},
            ripe(
                "prefix-overview",
                "185.44.176.0/22",
                {
                    "is_less_specific": False,
                    "announced": True,
                    "asns": [{"asn": 201838, "holder": "NORDVIK-NET - Nordvik Bredband AS"}],
                    "related_prefixes": [],
                    "resource": "185.44.176.0/22",
                    "type": "prefix",
                    "block": {
                        "resource": "185.0.0.0/8",
                        "desc": "RIPE NCC (Status: ALLOCATED)",
                        "name": "IANA IPv4 Address Space Registry",
                    },
                    "actual_num_related": 0,
                    "query_time": "2024-06-11T08:00:00",
                    "num_filtered_out": 0,
                },
                "2024-06-11T08:21:40.552361",
                "1.3",
            ),
        ),
        (
            "http_get",
            {
                "url": RS.format("routing-history"),
                "params": {
                    "resource": "185.44.176.0/22",
                    "starttime": "2024-06-04",
                    "normalise_visibility": "true",
                },
            },
            ripe(
                "routing-history",
                "185.44.176.0/22",
                {
                    "by_origin": [
                        {
                            "origin": "201838",
                            "prefixes": [
                                {
                                    "prefix": "185.44.176.0/22",
                                    "timelines": [
                                        {
                                            "starttime": "2024-06-04T00:00:00",
                                            "endtime": "2024-06-11T08:00:00",
                                            "full_peers_seeing": 1.0,
                                        }
                                    ],
                                }
                            ],
                        }
                    ],
                    "resource": "185.44.176.0/22",
                    "query_starttime": "2024-06-04T00:00:00",
                    "query_endtime": "2024-06-11T08:00:00",
                    "time_granularity": 28800,
                    "latest_max_ff_peers": {"v4": 330, "v6": 331},
                },
                "2024-06-11T08:21:47.118003",
                "2.3",
                380,
            ),
        ),
        (
            "http_get",
            {"url": RS.format("routing-status"), "params": {"resource": "185.44.176.0/22"}},
            ripe(
                "routing-status",
                "185.44.176.0/22",
                {
                    "first_seen": {
                        "prefix": "185.44.176.0/22",
                        "origin": "201838",
                        "time": "2016-02-19T08:00:00",
                    },
                    "last_seen": {
                        "prefix": "185.44.176.0/22",
                        "origin": "201838",
                        "time": "2024-06-11T08:00:00",
                    },
                    "visibility": {"v4": {"ris_peers_seeing": 329, "total_ris_peers": 334}},
                    "origins": [{"origin": 201838, "route_objects": ["RIPE"]}],
                    "less_specifics": [],
                    "more_specifics": [],
                    "resource": "185.44.176.0/22",
                    "query_time": "2024-06-11T08:00:00",
                },
                "2024-06-11T08:21:53.604417",
                "3.1",
            ),
        ),
        (
            "http_get",
            {
                "url": RS.format("bgp-updates"),
                "params": {
                    "resource": "185.44.176.0/22",
                    "starttime": "2024-06-04",
                    "rrcs": "0,1,3,12",
                },
            },
            ripe(
                "bgp-updates",
                "185.44.176.0/22",
                {
                    "updates": [],
                    "nr_updates": 0,
                    "resource": "185.44.176.0/22",
                    "query_starttime": "2024-06-04T00:00:00",
                    "query_endtime": "2024-06-11T08:21:00",
                    "rrcs": [0, 1, 3, 12],
                },
                "2024-06-11T08:22:05.097121",
                "1.0",
                1204,
            ),
        ),
    ],
)

PDB = "https://www.peeringdb.com/api/{}"


def netixlan(asn, ix_id, name, speed, v4, v6, rs):
    return {
        "id": int(hid(f"{asn}{ix_id}", 6), 16) % 90000,
        "net_id": {13335: 4224, 6939: 21}[asn],
        "ix_id": ix_id,
        "name": name,
        "ixlan_id": ix_id,
        "notes": "",
        "speed": speed,
        "asn": asn,
        "ipaddr4": v4,
        "ipaddr6": v6,
        "is_rs_peer": rs,
        "bfd_support": False,
        "operational": True,
        "created": "2016-03-14T21:34:40Z",
        "updated": "2024-04-02T11:20:15Z",
        "status": "ok",
    }


session(
    "peeringdb",
    "ok",
    1,
    "At which Frankfurt exchanges are both Cloudflare (AS13335) and Hurricane Electric "
    "(AS6939) present, and at what port speeds?",
    [
        (
            "http_get",
            {
                "url": PDB.format("ix"),
                "params": {"city": "Frankfurt", "fields": "id,name,name_long,city"},
            },
            jc(
                {
                    "data": [
                        {
                            "id": 31,
                            "name": "DE-CIX Frankfurt",
                            "name_long": "Deutscher Commercial Internet Exchange",
                            "city": "Frankfurt",
                        },
                        {
                            "id": 171,
                            "name": "KleyReX",
                            "name_long": "KleyReX Internet Exchange",
                            "city": "Frankfurt",
                        },
                        {
                            "id": 1159,
                            "name": "Equinix Frankfurt",
                            "name_long": "Equinix Internet Exchange Frankfurt",
                            "city": "Frankfurt",
                        },
                        {
                            "id": 2084,
                            "name": "LOCIX Frankfurt",
                            "name_long": "Local Internet Exchange Frankfurt",
                            "city": "Frankfurt",
                        },
                        {
                            "id": 3316,
                            "name": "NetIX Frankfurt",
                            "name_long": "NetIX Frankfurt",
                            "city": "Frankfurt",
                        },
                    ],
                    "meta": {},
                }
            ),
        ),
        (
            "http_get",
            {
                "url": PDB.format("netixlan"),
                "params": {"asn": 13335, "ix_id__in": "31,171,1159,2084,3316"},
            },
            jc(
                {
                    "data": [
                        netixlan(
                            13335,
                            31,
                            "DE-CIX Frankfurt: DE-CIX Frankfurt Peering LAN",
                            400000,
                            "80.81.194.180",
                            "2001:7f8::3417:0:1",
                            True,
                        ),
                        netixlan(
                            13335,
                            31,
                            "DE-CIX Frankfurt: DE-CIX Frankfurt Peering LAN",
                            400000,
                            "80.81.195.180",
                            "2001:7f8::3417:0:2",
                            True,
                        ),
                        netixlan(
                            13335,
                            1159,
                            "Equinix Frankfurt",
                            200000,
                            "185.1.204.52",
                            "2001:7f8:bd::1:3335:1",
                            False,
                        ),
                        netixlan(
                            13335,
                            2084,
                            "LOCIX Frankfurt: LOCIX Frankfurt Peering LAN",
                            100000,
                            "185.1.166.100",
                            "2001:7f8:f2:e1::d05:1",
                            True,
                        ),
                    ],
                    "meta": {},
                }
            ),
        ),
        (
            "http_get",
            {
                "url": PDB.format("netixlan"),
                "params": {"asn": 6939, "ix_id__in": "31,171,1159,2084,3316"},
            },
            jc(
                {
                    "data": [
                        netixlan(
                            6939,
                            31,
                            "DE-CIX Frankfurt: DE-CIX Frankfurt Peering LAN",
                            400000,
                            "80.81.192.172",
                            "2001:7f8::1b1b:0:1",
                            True,
                        ),
                        netixlan(
                            6939,
                            171,
                            "KleyReX",
                            10000,
                            "193.189.82.251",
                            "2001:7f8:33::a100:6939:1",
                            True,
                        ),
                        netixlan(
                            6939,
                            1159,
                            "Equinix Frankfurt",
                            100000,
                            "185.1.204.19",
                            "2001:7f8:bd::6939:1",
                            False,
                        ),
                        netixlan(
                            6939,
                            2084,
                            "LOCIX Frankfurt: LOCIX Frankfurt Peering LAN",
                            100000,
                            "185.1.166.24",
                            "2001:7f8:f2:e1::6939:1",
                            True,
                        ),
                        netixlan(
                            6939, 3316, "NetIX Frankfurt", 10000, "194.53.172.61", None, False
                        ),
                    ],
                    "meta": {},
                }
            ),
        ),
        (
            "http_get",
            {
                "url": PDB.format("net"),
                "params": {
                    "asn__in": "13335,6939",
                    "fields": "asn,name,info_prefixes4,info_prefixes6,policy_general,info_traffic",
                },
            },
            jc(
                {
                    "data": [
                        {
                            "asn": 13335,
                            "name": "Cloudflare",
                            "info_prefixes4": 3000,
                            "info_prefixes6": 1500,
                            "policy_general": "Open",
                            "info_traffic": "100+Tbps",
                        },
                        {
                            "asn": 6939,
                            "name": "Hurricane Electric",
                            "info_prefixes4": 150000,
                            "info_prefixes6": 150000,
                            "policy_general": "Open",
                            "info_traffic": "20-50Tbps",
                        },
                    ],
                    "meta": {},
                }
            ),
        ),
    ],
)

PDB_THR = jc({"message": "Request was throttled. Expected available in {} seconds."})
session(
    "peeringdb",
    "fail",
    1,
    "Build me a list of every network at AMS-IX with an open peering policy and more than "
    "1000 IPv4 prefixes, with their peering contact e-mail.",
    [
        (
            "http_get",
            {"url": PDB.format("netixlan"), "params": {"ix_id": 26, "fields": "asn,net_id"}},
            PDB_THR.replace("{}", "53"),
        ),
        (
            "http_get",
            {"url": PDB.format("netixlan"), "params": {"ix_id": 26}},
            PDB_THR.replace("{}", "47"),
        ),
        (
            "http_get",
            {
                "url": PDB.format("net"),
                "params": {"policy_general": "Open", "info_prefixes4__gt": 1000, "limit": 250},
            },
            PDB_THR.replace("{}", "3514"),
        ),
        (
            "http_get",
            {
                "url": PDB.format("net"),
                "params": {
                    "policy_general": "Open",
                    "info_prefixes4__gt": 1000,
                    "limit": 50,
                    "skip": 0,
                },
            },
            PDB_THR.replace("{}", "3498"),
        ),
        ("http_get", {"url": PDB.format("ix/26")}, PDB_THR.replace("{}", "3471")),
        (
            "http_get",
            {"url": PDB.format("poc"), "params": {"role": "Policy", "net_id__in": "4224,21,694"}},
            PDB_THR.replace("{}", "3440"),
        ),
        (
            "http_get",
            {"url": PDB.format("net"), "params": {"asn": 15169}},
            PDB_THR.replace("{}", "3402"),
        ),
    ],
)

session(
    "bgpq4",
    "ok",
    1,
    "Customer Lintel Hosting (AS-LINTEL) is going live on our edge tomorrow. Generate the "
    "IPv4 and IPv6 prefix-lists for the Cisco PE and push them.",
    [
        (
            "shell",
            sh("whois -h whois.radb.net AS-LINTEL"),
            "as-set:         AS-LINTEL\ndescr:          Lintel Hosting customers\nmembers:        AS213744, AS-LINTEL-CUST\n"
            "admin-c:        LHN12-RIPE\ntech-c:         LHN12-RIPE\nmnt-by:         LINTEL-MNT\n"
            "created:        2021-09-02T10:11:43Z\nlast-modified:  2024-05-30T14:02:19Z\nsource:         RIPE",
        ),
        (
            "shell",
            sh("bgpq4 -4 -A -l LINTEL-V4 AS-LINTEL"),
            "no ip prefix-list LINTEL-V4\nip prefix-list LINTEL-V4 permit 45.131.64.0/22\n"
            "ip prefix-list LINTEL-V4 permit 91.198.230.0/24\nip prefix-list LINTEL-V4 permit 194.50.112.0/23\n"
            "ip prefix-list LINTEL-V4 permit 195.26.8.0/22",
        ),
        (
            "shell",
            sh("bgpq4 -6 -A -l LINTEL-V6 AS-LINTEL"),
            "no ipv6 prefix-list LINTEL-V6\n! generated prefix-list LINTEL-V6 is empty\nipv6 prefix-list LINTEL-V6 deny ::/0",
        ),
        (
            "shell",
            sh("bgpq4 -4 -m 24 -A -l LINTEL-V4 AS-LINTEL-CUST"),
            "no ip prefix-list LINTEL-V4\nip prefix-list LINTEL-V4 permit 194.50.112.0/23",
        ),
        (
            "netconf_push",
            {
                "device": "pe1.fra2",
                "config": "ip prefix-list LINTEL-V4 ...; ipv6 prefix-list LINTEL-V6 deny ::/0",
            },
            "pe1.fra2: 6 lines applied, commit OK (session 4471)",
        ),
        (
            "shell",
            sh("ssh pe1.fra2 'show ip prefix-list LINTEL-V4'"),
            "ip prefix-list LINTEL-V4: 4 entries\n   seq 5 permit 45.131.64.0/22\n   seq 10 permit 91.198.230.0/24\n"
            "   seq 15 permit 194.50.112.0/23\n   seq 20 permit 195.26.8.0/22",
        ),
    ],
)

BIRD_PROTOS = """BIRD 2.14 ready.
Name       Proto      Table      State  Since         Info
device1    Device     ---        up     2024-06-02
direct1    Direct     ---        up     2024-06-02
kernel1    Kernel     master4    up     2024-06-02
kernel2    Kernel     master6    up     2024-06-02
static_bh  Static     master4    up     2024-06-02
rs1_v4     BGP        ---        {s1:<6} {t1:<13} {i1}
rs2_v4     BGP        ---        up     2024-06-02    Established
rs1_v6     BGP        ---        up     2024-06-02    Established
rs2_v6     BGP        ---        up     2024-06-02    Established
transit_v4 BGP        ---        up     2024-06-05    Established"""
session(
    "bird",
    "ok",
    1,
    "Our IPv4 session to DE-CIX route server 1 looks down on edge2. Find out why and bring it "
    "back up if it's safe.",
    [
        (
            "shell",
            sh("birdc show protocols"),
            BIRD_PROTOS.format(
                s1="start", t1="09:41:12.004", i1="Idle          Received: Hold timer expired"
            ),
        ),
        (
            "shell",
            sh("birdc show protocols all rs1_v4"),
            "BIRD 2.14 ready.\nName       Proto      Table      State  Since         Info\n"
            "rs1_v4     BGP        ---        start  09:41:12.004  Idle          Received: Hold timer expired\n"
            "  BGP state:          Idle\n    Neighbor address: 80.81.192.157\n    Neighbor AS:      6695\n"
            "    Local AS:         201838\n    Error wait:       480.552/960\n    Last error:       Received: Hold timer expired",
        ),
        (
            "shell",
            sh("ping -c 3 80.81.192.157"),
            "PING 80.81.192.157 (80.81.192.157) 56(84) bytes of data.\n64 bytes from 80.81.192.157: icmp_seq=1 ttl=64 time=0.412 ms\n"
            "64 bytes from 80.81.192.157: icmp_seq=2 ttl=64 time=0.398 ms\n64 bytes from 80.81.192.157: icmp_seq=3 ttl=64 time=0.405 ms\n\n"
            "--- 80.81.192.157 ping statistics ---\n3 packets transmitted, 3 received, 0% packet loss, time 2031ms\n"
            "rtt min/avg/max/mdev = 0.398/0.405/0.412/0.005 ms",
        ),
        ("shell", sh("birdc restart rs1_v4"), "BIRD 2.14 ready.\nrs1_v4: restarted"),
        (
            "shell",
            sh("birdc show protocols rs1_v4"),
            "BIRD 2.14 ready.\nName       Proto      Table      State  Since         Info\n"
            "rs1_v4     BGP        ---        start  10:02:37.551  Connect",
        ),
        (
            "shell",
            sh("sleep 20; birdc show protocols rs1_v4"),
            "BIRD 2.14 ready.\nName       Proto      Table      State  Since         Info\n"
            "rs1_v4     BGP        ---        up     10:02:41.120  Established",
        ),
        (
            "shell",
            sh("birdc show route count protocol rs1_v4"),
            "BIRD 2.14 ready.\n201877 of 988412 routes for 988412 networks in table master4",
        ),
    ],
)

BIRD_SOCK = (
    "Unable to connect to server control socket (/run/bird/bird.ctl): No such file or directory"
)
session(
    "bird",
    "fail",
    1,
    "Check whether edge1 is still receiving the default route and the full table from both "
    "transits after last night's maintenance.",
    [
        ("shell", sh("birdc show protocols"), BIRD_SOCK),
        ("shell", sh("birdc show route 0.0.0.0/0"), BIRD_SOCK),
        (
            "shell",
            sh("birdc -s /var/run/bird/bird.ctl show protocols"),
            "Unable to connect to server control socket (/var/run/bird/bird.ctl): No such file or directory",
        ),
        ("shell", sh("birdc show route count"), BIRD_SOCK),
        ("shell", sh("birdc show protocols all transit1_v4"), BIRD_SOCK),
        ("shell", sh("birdc show route for 8.8.8.8"), BIRD_SOCK),
        ("shell", sh("birdc show status"), BIRD_SOCK),
    ],
)


def rv(prefix, asn, state, reason=None, desc="", matched=(), bad_as=(), bad_len=()):
    v = {"state": state}
    if reason:
        v["reason"] = reason
    v["description"] = desc
    v["VRPs"] = {
        "matched": list(matched),
        "unmatched_as": list(bad_as),
        "unmatched_length": list(bad_len),
    }
    return {"route": {"origin_asn": asn, "prefix": prefix}, "validity": v}


session(
    "routinator",
    "ok",
    1,
    "Before we start announcing our new blocks from AS201838 tomorrow, check each planned "
    "announcement against RPKI and tell me which would be dropped by ROV networks.",
    [
        (
            "shell",
            sh("routinator validate --json --asn 201838 --prefix 185.44.176.0/22"),
            j(
                {
                    "validated_routes": [
                        rv(
                            "185.44.176.0/22",
                            "AS201838",
                            "valid",
                            desc="At least one VRP Matches the Route Prefix",
                            matched=[
                                {"asn": "AS201838", "prefix": "185.44.176.0/22", "max_length": "24"}
                            ],
                        )
                    ],
                    "generatedTime": "2024-06-11T09:12:44Z",
                }
            ),
        ),
        (
            "shell",
            sh("routinator validate --json --asn 201838 --prefix 185.44.178.0/24"),
            j(
                {
                    "validated_routes": [
                        rv(
                            "185.44.178.0/24",
                            "AS201838",
                            "valid",
                            desc="At least one VRP Matches the Route Prefix",
                            matched=[
                                {"asn": "AS201838", "prefix": "185.44.176.0/22", "max_length": "24"}
                            ],
                        )
                    ],
                    "generatedTime": "2024-06-11T09:12:44Z",
                }
            ),
        ),
        (
            "shell",
            sh("routinator validate --json --asn 201838 --prefix 185.44.179.128/25"),
            j(
                {
                    "validated_routes": [
                        rv(
                            "185.44.179.128/25",
                            "AS201838",
                            "invalid",
                            "length",
                            "At least one VRP Covers the Route Prefix, but the Route Prefix length is greater than the maximum length allowed by VRP(s) matching this route origin ASN",
                            bad_len=[
                                {"asn": "AS201838", "prefix": "185.44.176.0/22", "max_length": "24"}
                            ],
                        )
                    ],
                    "generatedTime": "2024-06-11T09:12:44Z",
                }
            ),
        ),
        (
            "shell",
            sh("routinator validate --json --asn 201838 --prefix 2a0e:97c0:3a0::/44"),
            j(
                {
                    "validated_routes": [
                        rv(
                            "2a0e:97c0:3a0::/44",
                            "AS201838",
                            "not-found",
                            desc="No VRP Covers the Route Prefix",
                        )
                    ],
                    "generatedTime": "2024-06-11T09:12:44Z",
                }
            ),
        ),
        (
            "shell",
            sh("routinator vrps --noupdate --select-asn 201838 --format csv"),
            "ASN,IP Prefix,Max Length,Trust Anchor\nAS201838,185.44.176.0/22,24,ripe",
        ),
    ],
)

RTR_503 = "Initial validation ongoing. Please wait."
RTR = "http://rpki-01.mgmt.nordvik.net:8323/api/v1/validity/{}/{}"
session(
    "routinator",
    "fail",
    1,
    "A customer says their new prefix 45.131.66.0/24 (AS213744) is unreachable from some "
    "networks. Check its RPKI validity on our validator and the state of a few neighbours.",
    [
        ("http_get", {"url": RTR.format("AS213744", "45.131.66.0/24")}, RTR_503),
        ("http_get", {"url": RTR.format("AS213744", "45.131.64.0/22")}, RTR_503),
        ("http_get", {"url": "http://rpki-01.mgmt.nordvik.net:8323/status"}, RTR_503),
        ("http_get", {"url": RTR.format("AS13335", "1.1.1.0/24")}, RTR_503),
        (
            "http_get",
            {"url": "http://rpki-01.mgmt.nordvik.net:8323/json?select-asn=213744"},
            RTR_503,
        ),
        ("http_get", {"url": RTR.format("AS201838", "185.44.176.0/22")}, RTR_503),
        ("http_get", {"url": RTR.format("AS213744", "45.131.66.0/24")}, RTR_503),
    ],
)

CF = "https://api.cloudflare.com/client/v4/radar/bgp/{}"
session(
    "radar",
    "ok",
    1,
    "Was AS201838 (us) affected by any BGP hijack or route leak in the past 7 days according "
    "to Cloudflare Radar?",
    [
        (
            "http_get",
            {
                "url": CF.format("hijacks/events"),
                "params": {"involvedAsn": 201838, "dateRange": "7d", "format": "json"},
            },
            jc(
                {
                    "success": True,
                    "errors": [],
                    "messages": [],
                    "result": {"asn_info": [], "events": [], "total_monitors": 0},
                    "result_info": {"count": 0, "page": 1, "per_page": 100, "total_count": 0},
                }
            ),
        ),
        (
            "http_get",
            {
                "url": CF.format("leaks/events"),
                "params": {"involvedAsn": 201838, "dateRange": "7d", "format": "json"},
            },
            jc(
                {
                    "success": True,
                    "errors": [],
                    "messages": [],
                    "result": {
                        "asn_info": [
                            {
                                "asn": 201838,
                                "org_name": "Nordvik Bredband AS",
                                "country_code": "NO",
                            },
                            {"asn": 215011, "org_name": "Fjordlink Networks", "country_code": "NO"},
                            {"asn": 3356, "org_name": "Level 3 Parent, LLC", "country_code": "US"},
                        ],
                        "events": [
                            {
                                "id": 61208,
                                "detected_ts": "2024-06-08T03:17:42",
                                "finished": True,
                                "leak_asn": 215011,
                                "leak_count": 212,
                                "leak_seg": [201838, 215011, 3356],
                                "leak_type": 1,
                                "max_ts": "2024-06-08T03:49:10",
                                "min_ts": "2024-06-08T03:17:42",
                                "origin_count": 1,
                                "peer_count": 19,
                                "prefix_count": 2,
                                "countries": ["NO"],
                            }
                        ],
                    },
                    "result_info": {"count": 1, "page": 1, "per_page": 100, "total_count": 1},
                }
            ),
        ),
        (
            "http_get",
            {"url": CF.format("routes/pfx2as"), "params": {"origin": 201838, "format": "json"}},
            jc(
                {
                    "success": True,
                    "errors": [],
                    "messages": [],
                    "result": {
                        "meta": {
                            "data_time": "2024-06-11T08:00:00",
                            "query_time": "2024-06-11T09:31:02",
                            "total_peers": 2114,
                        },
                        "prefix_origins": [
                            {
                                "origin": 201838,
                                "peer_count": 2091,
                                "prefix": "185.44.176.0/22",
                                "rpki_validation": "valid",
                            }
                        ],
                    },
                }
            ),
        ),
        (
            "http_get",
            {
                "url": CF.format("hijacks/events"),
                "params": {"prefix": "185.44.176.0/22", "dateRange": "28d", "format": "json"},
            },
            jc(
                {
                    "success": True,
                    "errors": [],
                    "messages": [],
                    "result": {"asn_info": [], "events": [], "total_monitors": 0},
                    "result_info": {"count": 0, "page": 1, "per_page": 100, "total_count": 0},
                }
            ),
        ),
    ],
)

CF_AUTH = jc(
    {
        "success": False,
        "errors": [{"code": 10000, "message": "Authentication error"}],
        "messages": [],
        "result": None,
    }
)
session(
    "radar",
    "fail",
    1,
    "Summarize the Internet outages and traffic anomalies Cloudflare Radar recorded in Pakistan "
    "and Bangladesh over the last 30 days.",
    [
        (
            "http_get",
            {
                "url": "https://api.cloudflare.com/client/v4/radar/annotations/outages",
                "params": {"location": "PK", "dateRange": "28d"},
            },
            CF_AUTH,
        ),
        (
            "http_get",
            {
                "url": "https://api.cloudflare.com/client/v4/radar/annotations/outages",
                "params": {"location": "BD", "dateRange": "28d"},
            },
            CF_AUTH,
        ),
        (
            "http_get",
            {
                "url": "https://api.cloudflare.com/client/v4/radar/traffic_anomalies",
                "params": {"location": "PK", "dateRange": "28d"},
            },
            CF_AUTH,
        ),
        (
            "http_get",
            {
                "url": "https://api.cloudflare.com/client/v4/radar/traffic_anomalies",
                "params": {"location": "BD"},
            },
            CF_AUTH,
        ),
        (
            "http_get",
            {
                "url": "https://api.cloudflare.com/client/v4/radar/annotations/outages",
                "params": {"dateRange": "7d"},
            },
            CF_AUTH,
        ),
        (
            "http_get",
            {
                "url": "https://api.cloudflare.com/client/v4/radar/http/summary/device_type",
                "params": {"location": "PK"},
            },
            CF_AUTH,
        ),
        (
            "http_get",
            {
                "url": "https://api.cloudflare.com/client/v4/radar/annotations/outages",
                "params": {"asn": 17557, "dateRange": "28d"},
            },
            CF_AUTH,
        ),
    ],
)

# ---------------------------------------------------------------- 3. bank and market messaging

MT940 = """{1:F01ACMEDEFFAXXX0000000000}{2:O9401512240611DEUTDEFFXXXX00000000002406111512N}{4:
:20:STMT240611001
:25:50070010/0123456700
:28C:00112/001
:60F:C240610EUR184302,55
:61:2406110611CR12480,00NTRFNONREF//0611A4471
/OCMT/EUR12480,00/
:86:166?00SEPA GUTSCHRIFT?20EREF+RE-2024-0418?21SVWZ+RE 2024-0418 KD 77120?32BRAUN MASCHINENBAU GMBH
:61:2406110611CR3915,20NTRFNONREF//0611A4502
:86:166?00SEPA GUTSCHRIFT?20EREF+NOTPROVIDED?21SVWZ+Rechnung 2024 0431 und 0433?32HOLZ UND FORM KG
:61:2406110611DR2210,00NDDTNONREF//0611B0091
:86:105?00SEPA LASTSCHRIFT?20EREF+LS-8841-0611?21SVWZ+Leasing Juni?32ALD AUTOLEASING D GMBH
:61:2406110611CR760,00NTRFNONREF//0611A4517
:86:166?00SEPA GUTSCHRIFT?20EREF+NOTPROVIDED?21SVWZ+Anzahlung Projekt Kiel?32NORDLICHT ARCHITEKTEN
:62F:C240611EUR199247,75
:64:C240611EUR199247,75
-}"""
session(
    "mt940",
    "ok",
    1,
    "Reconcile yesterday's Deutsche Bank MT940 against our open receivables and mark the "
    "matched invoices as paid.",
    [
        ("read_file", {"path": "/sftp/inbound/db/MT940_0123456700_20240611.sta"}, MT940),
        (
            "erp_find_open_invoice",
            {"reference": "RE-2024-0418"},
            j(
                {
                    "invoice": "RE-2024-0418",
                    "customer": "Braun Maschinenbau GmbH",
                    "customer_no": "77120",
                    "open_amount": "12480.00",
                    "currency": "EUR",
                    "due": "2024-06-14",
                }
            ),
        ),
        (
            "erp_find_open_invoice",
            {"reference": "RE-2024-0431"},
            j(
                {
                    "invoice": "RE-2024-0431",
                    "customer": "Holz und Form KG",
                    "customer_no": "77305",
                    "open_amount": "2610.20",
                    "currency": "EUR",
                    "due": "2024-06-20",
                }
            ),
        ),
        (
            "erp_find_open_invoice",
            {"reference": "RE-2024-0433"},
            j(
                {
                    "invoice": "RE-2024-0433",
                    "customer": "Holz und Form KG",
                    "customer_no": "77305",
                    "open_amount": "1305.00",
                    "currency": "EUR",
                    "due": "2024-06-20",
                }
            ),
        ),
        (
            "erp_find_open_invoice",
            {"customer_name": "Nordlicht Architekten", "amount": "760.00"},
            "No open invoice found for customer 'Nordlicht Architekten' with amount 760.00.",
        ),
        (
            "erp_mark_paid",
            {
                "invoices": ["RE-2024-0418", "RE-2024-0431", "RE-2024-0433"],
                "value_date": "2024-06-11",
                "bank_ref": "STMT240611001",
            },
            "3 invoices settled, posting batch ZB-2024-06-11-03",
        ),
        (
            "erp_post_unapplied",
            {
                "amount": "760.00",
                "payer": "NORDLICHT ARCHITEKTEN",
                "memo": "Anzahlung Projekt Kiel",
            },
            "Unapplied cash entry UC-8817 created",
        ),
    ],
)

PAIN002_PART = """<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.002.001.03">
  <CstmrPmtStsRpt>
    <GrpHdr>
      <MsgId>STS-20240315-88213</MsgId>
      <CreDtTm>2024-03-15T10:42:19</CreDtTm>
      <InitgPty><Id><OrgId><BICOrBEI>BNPAFRPPXXX</BICOrBEI></OrgId></Id></InitgPty>
    </GrpHdr>
    <OrgnlGrpInfAndSts>
      <OrgnlMsgId>SUPP-2024-03-B1</OrgnlMsgId>
      <OrgnlMsgNmId>pain.001.001.03</OrgnlMsgNmId>
      <OrgnlNbOfTxs>42</OrgnlNbOfTxs>
      <OrgnlCtrlSum>318422.17</OrgnlCtrlSum>
      <GrpSts>PART</GrpSts>
    </OrgnlGrpInfAndSts>
    <OrgnlPmtInfAndSts>
      <OrgnlPmtInfId>SUPP-2024-03-B1-P1</OrgnlPmtInfId>
      <TxInfAndSts>
        <StsId>STS-88213-017</StsId>
        <OrgnlEndToEndId>INV-55102</OrgnlEndToEndId>
        <TxSts>RJCT</TxSts>
        <StsRsnInf>
          <Rsn><Cd>AC04</Cd></Rsn>
          <AddtlInf>Closed account number</AddtlInf>
        </StsRsnInf>
        <OrgnlTxRef>
          <Amt><InstdAmt Ccy="EUR">7210.00</InstdAmt></Amt>
          <Cdtr><Nm>Atelier Verrier Lambert SARL</Nm></Cdtr>
          <CdtrAcct><Id><IBAN>FR7630004000031234567890143</IBAN></Id></CdtrAcct>
        </OrgnlTxRef>
      </TxInfAndSts>
    </OrgnlPmtInfAndSts>
  </CstmrPmtStsRpt>
</Document>"""
FID = "H2H-" + hid("pain001-march", 10).upper()
session(
    "iso20022",
    "ok",
    1,
    "Send the March supplier payment batch (pain.001 file SUPP-2024-03-B1) to BNP and confirm "
    "the bank accepted every payment.",
    [
        (
            "bank_h2h_upload",
            {"file": "out/SUPP-2024-03-B1.xml", "format": "pain.001.001.03"},
            j({"fileId": FID, "status": "RECEIVED", "receivedAt": "2024-03-15T10:31:07Z"}),
        ),
        (
            "bank_h2h_status",
            {"fileId": FID},
            j({"fileId": FID, "status": "PROCESSING", "reports": []}),
        ),
        (
            "bank_h2h_status",
            {"fileId": FID},
            j({"fileId": FID, "status": "PROCESSING", "reports": []}),
        ),
        (
            "bank_h2h_status",
            {"fileId": FID},
            j(
                {
                    "fileId": FID,
                    "status": "REPORTED",
                    "reports": [{"type": "pain.002.001.03", "reportId": "STS-20240315-88213"}],
                }
            ),
        ),
        ("bank_h2h_report", {"reportId": "STS-20240315-88213"}, PAIN002_PART),
        (
            "erp_vendor_lookup",
            {"name": "Atelier Verrier Lambert"},
            j(
                {
                    "vendor": "V-20931",
                    "name": "Atelier Verrier Lambert SARL",
                    "iban_on_file": "FR7630004000031234567890143",
                    "iban_change_request": {
                        "new_iban": "FR7617569000401234567890161",
                        "submitted": "2024-03-02",
                        "status": "pending_approval",
                    },
                }
            ),
        ),
    ],
)


def fix(fields: list[tuple[int, str]]) -> str:
    return "|".join(f"{k}={v}" for k, v in fields) + "|"


CL = "ORD-" + hid("msft-buy", 8).upper()
HDR = [(8, "FIX.4.4"), (9, "0")]
session(
    "fix",
    "ok",
    1,
    "Buy 5,000 MSFT with a limit of 411.20, day order, through the Citadel route, and tell me "
    "the average fill price.",
    [
        (
            "fix_send",
            {
                "msg_type": "D",
                "fields": {
                    "11": CL,
                    "55": "MSFT",
                    "54": "1",
                    "38": "5000",
                    "40": "2",
                    "44": "411.20",
                    "59": "0",
                },
            },
            f"queued 35=D ClOrdID={CL} seq=1043",
        ),
        (
            "fix_poll",
            {"cl_ord_id": CL},
            fix(
                HDR[:1]
                + [
                    (9, "231"),
                    (35, "8"),
                    (34, "2211"),
                    (49, "CDRG"),
                    (56, "NRDVK"),
                    (52, "20240611-14:02:11.204"),
                    (37, "7731904412"),
                    (11, CL),
                    (17, "E1"),
                    (150, "0"),
                    (39, "0"),
                    (55, "MSFT"),
                    (54, "1"),
                    (38, "5000"),
                    (44, "411.20"),
                    (32, "0"),
                    (31, "0"),
                    (151, "5000"),
                    (14, "0"),
                    (6, "0"),
                    (10, "114"),
                ]
            ),
        ),
        (
            "fix_poll",
            {"cl_ord_id": CL},
            fix(
                HDR[:1]
                + [
                    (9, "246"),
                    (35, "8"),
                    (34, "2214"),
                    (49, "CDRG"),
                    (56, "NRDVK"),
                    (52, "20240611-14:02:13.880"),
                    (37, "7731904412"),
                    (11, CL),
                    (17, "E2"),
                    (150, "F"),
                    (39, "1"),
                    (55, "MSFT"),
                    (54, "1"),
                    (38, "5000"),
                    (44, "411.20"),
                    (32, "1800"),
                    (31, "411.17"),
                    (151, "3200"),
                    (14, "1800"),
                    (6, "411.17"),
                    (30, "XNAS"),
                    (10, "201"),
                ]
            ),
        ),
        ("fix_poll", {"cl_ord_id": CL}, "no new messages for " + CL),
        (
            "fix_poll",
            {"cl_ord_id": CL},
            fix(
                HDR[:1]
                + [
                    (9, "247"),
                    (35, "8"),
                    (34, "2219"),
                    (49, "CDRG"),
                    (56, "NRDVK"),
                    (52, "20240611-14:02:19.032"),
                    (37, "7731904412"),
                    (11, CL),
                    (17, "E3"),
                    (150, "F"),
                    (39, "2"),
                    (55, "MSFT"),
                    (54, "1"),
                    (38, "5000"),
                    (44, "411.20"),
                    (32, "3200"),
                    (31, "411.19"),
                    (151, "0"),
                    (14, "5000"),
                    (6, "411.1828"),
                    (30, "BATS"),
                    (10, "087"),
                ]
            ),
        ),
    ],
)

session(
    "fix",
    "fail",
    1,
    "Cancel all of desk 4's open GTC orders in TSLA and NVDA before the earnings release and "
    "confirm each cancel.",
    [
        (
            "fix_send",
            {
                "msg_type": "F",
                "fields": {"41": "ORD-7F21A0C3", "11": "CXL-7F21A0C3", "55": "TSLA", "54": "1"},
            },
            fix(
                HDR[:1]
                + [
                    (9, "118"),
                    (35, "5"),
                    (34, "1"),
                    (49, "CDRG"),
                    (56, "NRDVK"),
                    (52, "20240611-19:58:02.117"),
                    (58, "MsgSeqNum too low, expecting 4471 but received 12"),
                    (10, "062"),
                ]
            ),
        ),
        (
            "fix_send",
            {
                "msg_type": "F",
                "fields": {"41": "ORD-7F21A0C4", "11": "CXL-7F21A0C4", "55": "TSLA", "54": "2"},
            },
            fix(
                HDR[:1]
                + [
                    (9, "118"),
                    (35, "5"),
                    (34, "1"),
                    (49, "CDRG"),
                    (56, "NRDVK"),
                    (52, "20240611-19:58:05.430"),
                    (58, "MsgSeqNum too low, expecting 4471 but received 13"),
                    (10, "071"),
                ]
            ),
        ),
        ("fix_poll", {"cl_ord_id": "CXL-7F21A0C3"}, "no new messages for CXL-7F21A0C3"),
        (
            "fix_send",
            {
                "msg_type": "F",
                "fields": {"41": "ORD-91B3E7D0", "11": "CXL-91B3E7D0", "55": "NVDA", "54": "1"},
            },
            fix(
                HDR[:1]
                + [
                    (9, "118"),
                    (35, "5"),
                    (34, "1"),
                    (49, "CDRG"),
                    (56, "NRDVK"),
                    (52, "20240611-19:58:11.904"),
                    (58, "MsgSeqNum too low, expecting 4471 but received 14"),
                    (10, "079"),
                ]
            ),
        ),
        (
            "fix_send",
            {"msg_type": "H", "fields": {"790": "MASS-STAT-1", "585": "7"}},
            fix(
                HDR[:1]
                + [
                    (9, "118"),
                    (35, "5"),
                    (34, "1"),
                    (49, "CDRG"),
                    (56, "NRDVK"),
                    (52, "20240611-19:58:16.225"),
                    (58, "MsgSeqNum too low, expecting 4471 but received 15"),
                    (10, "066"),
                ]
            ),
        ),
        ("fix_poll", {"cl_ord_id": "CXL-91B3E7D0"}, "no new messages for CXL-91B3E7D0"),
        (
            "fix_send",
            {"msg_type": "q", "fields": {"11": "MASSCXL-D4", "530": "7", "1": "DESK4"}},
            fix(
                HDR[:1]
                + [
                    (9, "118"),
                    (35, "5"),
                    (34, "1"),
                    (49, "CDRG"),
                    (56, "NRDVK"),
                    (52, "20240611-19:58:24.610"),
                    (58, "MsgSeqNum too low, expecting 4471 but received 16"),
                    (10, "083"),
                ]
            ),
        ),
        ("fix_poll", {"cl_ord_id": "MASSCXL-D4"}, "no new messages for MASSCXL-D4"),
    ],
)

session(
    "bql",
    "ok",
    1,
    "Compare 10-year government bond yields for the US, Germany, Italy and Japan today, with "
    "the change over the past month, and the BTP-Bund spread.",
    [
        (
            "bdp",
            {
                "tickers": ["USGG10YR Index", "GDBR10 Index", "GBTPGR10 Index", "GJGB10 Index"],
                "fields": ["PX_LAST", "CHG_NET_1M", "LAST_UPDATE_DT"],
            },
            "                  PX_LAST  CHG_NET_1M LAST_UPDATE_DT\nUSGG10YR Index     4.4089     -0.0921     2024-06-11\n"
            "GDBR10 Index       2.6130      0.1420     2024-06-11\nGBTPGR10 Index     4.0210      0.2480     2024-06-11\n"
            "GJGB10 Index       1.0140      0.1390     2024-06-11",
        ),
        (
            "bql",
            {
                "query": "get(px_last) for(['GBTPGR10 Index','GDBR10 Index']) with(dates=range(-1m,0d), fill=prev)"
            },
            "                    DATE  px_last\nID                                \nGBTPGR10 Index  2024-05-13    3.773\n"
            "GBTPGR10 Index  2024-05-20    3.832\nGBTPGR10 Index  2024-05-27    3.926\nGBTPGR10 Index  2024-06-03    3.894\n"
            "GBTPGR10 Index  2024-06-10    4.002\nGDBR10 Index    2024-05-13    2.471\nGDBR10 Index    2024-05-20    2.520\n"
            "GDBR10 Index    2024-05-27    2.651\nGDBR10 Index    2024-06-03    2.588\nGDBR10 Index    2024-06-10    2.617\n[10 rows x 2 columns]",
        ),
        (
            "bdp",
            {"tickers": ["GBTPGR10 Index"], "fields": ["PX_LAST", "YLD_CHG_NET_1D"]},
            "                PX_LAST  YLD_CHG_NET_1D\nGBTPGR10 Index   4.0210          0.0190",
        ),
        (
            "bdp",
            {"tickers": ["GJGB10 Index"], "fields": ["PX_LAST", "BID_YIELD"]},
            "              PX_LAST BID_YIELD\nGJGB10 Index   1.0140  #N/A Field Not Applicable",
        ),
    ],
)

BQL_NA = "                {h}\n{t}  #N/A Requesting Data..."
session(
    "bql",
    "fail",
    1,
    "Get me the latest price, 52-week high/low and dividend yield for our five biggest European "
    "holdings (ASML, Nestlé, LVMH, Novo Nordisk, SAP).",
    [
        (
            "bdp",
            {"tickers": ["ASML NA Equity"], "fields": ["PX_LAST"]},
            "                  PX_LAST\nASML NA Equity  #N/A Requesting Data...",
        ),
        (
            "bdp",
            {
                "tickers": ["NESN SW Equity", "MC FP Equity"],
                "fields": ["PX_LAST", "HIGH_52WEEK", "LOW_52WEEK"],
            },
            "                                  PX_LAST                HIGH_52WEEK                 LOW_52WEEK\n"
            "NESN SW Equity  #N/A Requesting Data...  #N/A Requesting Data...  #N/A Requesting Data...\n"
            "MC FP Equity    #N/A Requesting Data...  #N/A Requesting Data...  #N/A Requesting Data...",
        ),
        (
            "bdp",
            {"tickers": ["NOVOB DC Equity"], "fields": ["EQY_DVD_YLD_IND"]},
            "                       EQY_DVD_YLD_IND\nNOVOB DC Equity  #N/A Requesting Data...",
        ),
        (
            "bql",
            {"query": "get(px_last) for(['SAP GY Equity'])"},
            "               px_last\nID                    \nSAP GY Equity  #N/A Requesting Data...",
        ),
        (
            "bdp",
            {"tickers": ["ASML NA Equity"], "fields": ["NAME", "PX_LAST"]},
            "                                   NAME                  PX_LAST\nASML NA Equity  #N/A Requesting Data...  #N/A Requesting Data...",
        ),
        (
            "bdp",
            {"tickers": ["ASML US Equity"], "fields": ["PX_LAST"]},
            "                  PX_LAST\nASML US Equity  #N/A Requesting Data...",
        ),
        (
            "bql",
            {"query": "get(high(px_high, 252D), low(px_low, 252D)) for(['MC FP Equity'])"},
            "              high(px_high,252D) low(px_low,252D)\nID\nMC FP Equity  #N/A Requesting Data...  #N/A Requesting Data...",
        ),
    ],
)

OB = "https://openbanking.barclays.co.uk/open-banking/v3.1/aisp/accounts/{}"
ACC = uid("barclays-acc-1")


def ob_tx(i: int, amt: str, info: str, date: str) -> dict:
    return {
        "AccountId": ACC,
        "TransactionId": hid(f"tx{i}", 16),
        "CreditDebitIndicator": "Debit",
        "Status": "Booked",
        "BookingDateTime": f"{date}T00:00:00+00:00",
        "ValueDateTime": f"{date}T00:00:00+00:00",
        "Amount": {"Amount": amt, "Currency": "GBP"},
        "ProprietaryBankTransactionCode": {"Code": "CARD PAYMENT"},
        "TransactionInformation": info,
    }


def ob_page(page: int, txs: list, last: bool) -> str:
    links = {
        "Self": OB.format(
            f"{ACC}/transactions?fromBookingDateTime=2024-01-01&toBookingDateTime=2024-03-31&page={page}"
        )
    }
    if not last:
        links["Next"] = OB.format(
            f"{ACC}/transactions?fromBookingDateTime=2024-01-01&toBookingDateTime=2024-03-31&page={page + 1}"
        )
    return j({"Data": {"Transaction": txs}, "Links": links, "Meta": {"TotalPages": 3}})


session(
    "openbanking",
    "ok",
    1,
    "How much did we pay Amazon Web Services last quarter from the Barclays business current "
    "account?",
    [
        (
            "http_get",
            {"url": "https://openbanking.barclays.co.uk/open-banking/v3.1/aisp/accounts"},
            j(
                {
                    "Data": {
                        "Account": [
                            {
                                "AccountId": ACC,
                                "Currency": "GBP",
                                "AccountType": "Business",
                                "AccountSubType": "CurrentAccount",
                                "Nickname": "Operating",
                                "Account": [
                                    {
                                        "SchemeName": "UK.OBIE.SortCodeAccountNumber",
                                        "Identification": "20325873461920",
                                        "Name": "NORDVIK UK LTD",
                                    }
                                ],
                            },
                            {
                                "AccountId": uid("barclays-acc-2"),
                                "Currency": "GBP",
                                "AccountType": "Business",
                                "AccountSubType": "Savings",
                                "Nickname": "Reserve",
                            },
                        ]
                    },
                    "Links": {
                        "Self": "https://openbanking.barclays.co.uk/open-banking/v3.1/aisp/accounts"
                    },
                    "Meta": {"TotalPages": 1},
                }
            ),
        ),
        (
            "http_get",
            {
                "url": OB.format(f"{ACC}/transactions"),
                "params": {"fromBookingDateTime": "2024-01-01", "toBookingDateTime": "2024-03-31"},
            },
            ob_page(
                1,
                [
                    ob_tx(1, "1843.27", "AWS EMEA aws.amazon.co LU", "2024-01-03"),
                    ob_tx(2, "64.00", "GITHUB, INC. SAN FRANCISCO", "2024-01-05"),
                    ob_tx(3, "310.50", "PRET A MANGER LONDON", "2024-01-11"),
                ],
                False,
            ),
        ),
        (
            "http_get",
            {
                "url": OB.format(f"{ACC}/transactions"),
                "params": {
                    "fromBookingDateTime": "2024-01-01",
                    "toBookingDateTime": "2024-03-31",
                    "page": 2,
                },
            },
            ob_page(
                2,
                [
                    ob_tx(4, "1921.64", "AWS EMEA aws.amazon.co LU", "2024-02-02"),
                    ob_tx(5, "29.99", "AMAZON PRIME*2K4LM", "2024-02-09"),
                    ob_tx(6, "1200.00", "WEWORK UK LONDON", "2024-02-28"),
                ],
                False,
            ),
        ),
        (
            "http_get",
            {
                "url": OB.format(f"{ACC}/transactions"),
                "params": {
                    "fromBookingDateTime": "2024-01-01",
                    "toBookingDateTime": "2024-03-31",
                    "page": 3,
                },
            },
            ob_page(
                3,
                [
                    ob_tx(7, "2077.09", "AWS EMEA aws.amazon.co LU", "2024-03-04"),
                    ob_tx(8, "18.40", "TFL TRAVEL CH", "2024-03-19"),
                ],
                True,
            ),
        ),
    ],
)

BG = "https://xs2a.sparkasse-koelnbonn.de/v1/accounts/{}"
BGACC = "acc-" + hid("sparkasse", 10)
session(
    "openbanking",
    "ok",
    2,
    "We're closing the old Sparkasse account. Check there are no pending transactions or open "
    "card authorisations left on it and give me the final balance.",
    [
        (
            "http_get",
            {
                "url": "https://xs2a.sparkasse-koelnbonn.de/v1/accounts",
                "params": {"withBalance": "true"},
            },
            j(
                {
                    "accounts": [
                        {
                            "resourceId": BGACC,
                            "iban": "DE02370501980001802057",
                            "currency": "EUR",
                            "name": "Geschäftskonto",
                            "product": "Girokonto Business",
                            "cashAccountType": "CACC",
                            "status": "enabled",
                            "balances": [
                                {
                                    "balanceAmount": {"currency": "EUR", "amount": "1250.40"},
                                    "balanceType": "closingBooked",
                                    "referenceDate": "2024-06-10",
                                }
                            ],
                            "_links": {
                                "balances": {"href": f"/v1/accounts/{BGACC}/balances"},
                                "transactions": {"href": f"/v1/accounts/{BGACC}/transactions"},
                            },
                        }
                    ]
                }
            ),
        ),
        (
            "http_get",
            {
                "url": BG.format(f"{BGACC}/transactions"),
                "params": {"bookingStatus": "pending", "dateFrom": "2024-05-01"},
            },
            j(
                {
                    "account": {"iban": "DE02370501980001802057"},
                    "transactions": {
                        "pending": [],
                        "_links": {"account": {"href": f"/v1/accounts/{BGACC}"}},
                    },
                }
            ),
        ),
        (
            "http_get",
            {
                "url": BG.format(f"{BGACC}/transactions"),
                "params": {"bookingStatus": "booked", "dateFrom": "2024-06-01"},
            },
            j(
                {
                    "account": {"iban": "DE02370501980001802057"},
                    "transactions": {
                        "booked": [
                            {
                                "transactionId": "T" + hid("sp1", 10),
                                "bookingDate": "2024-06-03",
                                "valueDate": "2024-06-03",
                                "transactionAmount": {"currency": "EUR", "amount": "-14.90"},
                                "creditorName": "Sparkasse KoelnBonn",
                                "remittanceInformationUnstructured": "Kontofuehrung 05/2024",
                            }
                        ],
                        "_links": {"account": {"href": f"/v1/accounts/{BGACC}"}},
                    },
                }
            ),
        ),
        (
            "http_get",
            {"url": BG.format(f"{BGACC}/balances")},
            j(
                {
                    "account": {"iban": "DE02370501980001802057"},
                    "balances": [
                        {
                            "balanceAmount": {"currency": "EUR", "amount": "1250.40"},
                            "balanceType": "closingBooked",
                            "referenceDate": "2024-06-10",
                        },
                        {
                            "balanceAmount": {"currency": "EUR", "amount": "1250.40"},
                            "balanceType": "interimAvailable",
                            "lastChangeDateTime": "2024-06-11T06:02:11Z",
                        },
                    ],
                }
            ),
        ),
        (
            "http_get",
            {"url": "https://xs2a.sparkasse-koelnbonn.de/v1/card-accounts"},
            j({"cardAccounts": []}),
        ),
    ],
)

BG_EXP = j(
    {
        "tppMessages": [
            {
                "category": "ERROR",
                "code": "CONSENT_EXPIRED",
                "text": "The consent was created by this TPP but has expired and needs to be renewed.",
            }
        ]
    }
)
session(
    "openbanking",
    "fail",
    1,
    "List the incoming customer payments on our ING business account since Monday so I can "
    "update the cash forecast.",
    [
        ("http_get", {"url": "https://api.ing.com/v3/accounts"}, BG_EXP),
        (
            "http_get",
            {"url": "https://api.ing.com/v3/accounts", "params": {"withBalance": "false"}},
            BG_EXP,
        ),
        (
            "http_get",
            {
                "url": "https://api.ing.com/v3/accounts/acc-9f11/transactions",
                "params": {"bookingStatus": "booked", "dateFrom": "2024-06-10"},
            },
            BG_EXP,
        ),
        (
            "http_get",
            {
                "url": "https://api.ing.com/v3/accounts/acc-9f11/transactions",
                "params": {"bookingStatus": "both", "dateFrom": "2024-06-10"},
            },
            BG_EXP,
        ),
        ("http_get", {"url": "https://api.ing.com/v3/accounts/acc-9f11/balances"}, BG_EXP),
        (
            "http_get",
            {
                "url": "https://api.ing.com/v3/accounts/acc-9f11/transactions",
                "params": {
                    "bookingStatus": "booked",
                    "dateFrom": "2024-06-07",
                    "dateTo": "2024-06-12",
                },
            },
            BG_EXP,
        ),
        (
            "http_get",
            {
                "url": "https://api.ing.com/v3/accounts/acc-9f11/transactions",
                "params": {"bookingStatus": "pending"},
            },
            BG_EXP,
        ),
    ],
)

QID = int(hid("wise-quote", 8), 16) % 10**8
TID = 920000000 + int(hid("wise-transfer", 6), 16) % 10**7


def wise_tr(status: str) -> str:
    return j(
        {
            "id": TID,
            "user": 5184410,
            "targetAccount": 701228934,
            "sourceAccount": None,
            "quote": None,
            "quoteUuid": uid("wise-quote"),
            "status": status,
            "reference": "INV 2024-06 Oliveira",
            "rate": 0.9264,
            "created": "2024-06-11 09:12:40",
            "business": 16083107,
            "details": {"reference": "INV 2024-06 Oliveira"},
            "hasActiveIssues": False,
            "sourceCurrency": "USD",
            "sourceValue": 2598.46,
            "targetCurrency": "EUR",
            "targetValue": 2400,
            "customerTransactionId": uid("wise-ctid"),
        }
    )


session(
    "wise",
    "ok",
    1,
    "Pay the Lisbon contractor Rui Oliveira EUR 2,400 for his June invoice from our USD balance "
    "on Wise, and let me know once it's on its way.",
    [
        (
            "wise_create_quote",
            {
                "profileId": 16083107,
                "sourceCurrency": "USD",
                "targetCurrency": "EUR",
                "targetAmount": 2400,
            },
            j(
                {
                    "id": uid("wise-quote"),
                    "sourceCurrency": "USD",
                    "targetCurrency": "EUR",
                    "sourceAmount": 2598.46,
                    "targetAmount": 2400,
                    "rate": 0.9264,
                    "rateType": "FIXED",
                    "payOut": "BANK_TRANSFER",
                    "createdTime": "2024-06-11T09:12:31Z",
                    "expirationTime": "2024-06-11T09:42:31Z",
                    "profile": 16083107,
                    "paymentOptions": [
                        {
                            "payIn": "BALANCE",
                            "payOut": "BANK_TRANSFER",
                            "fee": {"total": 7.73, "transferwise": 7.73},
                            "sourceAmount": 2598.46,
                            "targetAmount": 2400,
                            "estimatedDelivery": "2024-06-11T15:00:00Z",
                            "disabled": False,
                        }
                    ],
                    "status": "PENDING",
                }
            ),
        ),
        (
            "wise_list_recipients",
            {"profileId": 16083107, "currency": "EUR"},
            j(
                {
                    "content": [
                        {
                            "id": 701228934,
                            "name": {"fullName": "Rui Miguel Oliveira"},
                            "currency": "EUR",
                            "country": "PT",
                            "type": "iban",
                            "accountSummary": "PT50 •••• 1735 4",
                            "active": True,
                        },
                        {
                            "id": 688102451,
                            "name": {"fullName": "Studio Kranz GmbH"},
                            "currency": "EUR",
                            "country": "DE",
                            "type": "iban",
                            "accountSummary": "DE89 •••• 3000",
                            "active": True,
                        },
                    ],
                    "sort": {"empty": True, "sorted": False, "unsorted": True},
                    "size": 2,
                }
            ),
        ),
        (
            "wise_create_transfer",
            {
                "targetAccount": 701228934,
                "quoteUuid": uid("wise-quote"),
                "reference": "INV 2024-06 Oliveira",
            },
            wise_tr("incoming_payment_waiting"),
        ),
        (
            "wise_fund_transfer",
            {"profileId": 16083107, "transferId": TID, "type": "BALANCE"},
            j({"type": "BALANCE", "status": "COMPLETED", "errorCode": None}),
        ),
        ("wise_get_transfer", {"transferId": TID}, wise_tr("processing")),
        ("wise_get_transfer", {"transferId": TID}, wise_tr("processing")),
        ("wise_get_transfer", {"transferId": TID}, wise_tr("outgoing_payment_sent")),
    ],
)

session(
    "wise",
    "fail",
    1,
    "Kowalski Design says our May payment of PLN 18,500 never arrived. Find the transfer on Wise "
    "and tell me its status.",
    [
        (
            "wise_list_transfers",
            {
                "profileId": 16083107,
                "createdDateStart": "2024-05-01",
                "createdDateEnd": "2024-05-31",
            },
            "[]",
        ),
        ("wise_list_transfers", {"profileId": 16083107, "targetCurrency": "PLN"}, "[]"),
        (
            "wise_list_recipients",
            {"profileId": 16083107, "currency": "PLN"},
            j(
                {
                    "content": [],
                    "sort": {"empty": True, "sorted": False, "unsorted": True},
                    "size": 0,
                }
            ),
        ),
        (
            "wise_list_transfers",
            {"profileId": 16083107, "status": "outgoing_payment_sent", "limit": 100},
            "[]",
        ),
        (
            "wise_list_transfers",
            {"profileId": 16083107, "createdDateStart": "2024-04-01", "limit": 100, "offset": 0},
            "[]",
        ),
        ("wise_get_balances", {"profileId": 16083107, "types": "STANDARD"}, "[]"),
        ("wise_list_transfers", {"profileId": 16083107, "status": "funds_refunded"}, "[]"),
    ],
)

# ---------------------------------------------------------------- 4. medical imaging


def dcmdump(fname: str, name: str, pid: str, burned: str, series: str, inst: int) -> str:
    return (
        f"\n# Dicom-File-Format\n\n# Dicom-Meta-Information-Header\n# Used TransferSyntax: Little Endian Explicit\n"
        f"(0002,0000) UL 196                                     #   4, 1 FileMetaInformationGroupLength\n"
        f"(0002,0002) UI =CTImageStorage                         #  26, 1 MediaStorageSOPClassUID\n"
        f"(0002,0003) UI [{dicom_uid(fname)}] #  58, 1 MediaStorageSOPInstanceUID\n"
        f"(0002,0010) UI =LittleEndianExplicit                   #  20, 1 TransferSyntaxUID\n\n"
        f"# Dicom-Data-Set\n# Used TransferSyntax: Little Endian Explicit\n"
        f"(0008,0020) DA [20240611]                               #   8, 1 StudyDate\n"
        f"(0008,0060) CS [CT]                                     #   2, 1 Modality\n"
        f"(0008,103e) LO [{series}]{' ' * max(1, 38 - len(series))}#  {len(series):2d}, 1 SeriesDescription\n"
        f"(0010,0010) PN [{name}]{' ' * max(1, 38 - len(name))}#  {len(name):2d}, 1 PatientName\n"
        f"(0010,0020) LO [{pid}]{' ' * max(1, 38 - len(pid))}#  {len(pid):2d}, 1 PatientID\n"
        f"(0010,0030) DA (no value available)                     #   0, 0 PatientBirthDate\n"
        f"(0012,0062) CS [YES]                                    #   4, 1 PatientIdentityRemoved\n"
        f"(0012,0063) LO [DCM:113100\\DCM:113105]                  #  22, 2 DeidentificationMethod\n"
        f"(0020,0013) IS [{inst}]                                     #   2, 1 InstanceNumber\n"
        f"(0028,0301) CS [{burned}]{' ' * max(1, 38 - len(burned))}#   {len(burned)}, 1 BurnedInAnnotation\n"
        f"(7fe0,0010) OW (not loaded)                             # 524288, 1 PixelData\n"
    )


session(
    "dcmdump",
    "ok",
    1,
    "Before we ship this morning's CT export to the research partner, check the files were "
    "de-identified (names, IDs, birth dates, burned-in text).",
    [
        (
            "shell",
            sh("ls export/CT_0611/ | head"),
            "IM000001.dcm\nIM000002.dcm\nIM000003.dcm\nSCOUT01.dcm\nSCOUT02.dcm\nDOSE_SR.dcm",
        ),
        (
            "shell",
            sh(
                "dcmdump +P 0008,0020 +P 0008,0060 +P 0008,103e +P 0010,0010 +P 0010,0020 +P 0010,0030 +P 0012,0062 +P 0012,0063 "
                "+P 0020,0013 +P 0028,0301 export/CT_0611/IM000001.dcm"
            ),
            dcmdump("IM000001", "ANON^0611^01", "RSCH-00417", "NO", "AX 2.5 SOFT TISSUE", 1),
        ),
        (
            "shell",
            sh("dcmdump +P 0010,0010 +P 0010,0020 +P 0028,0301 export/CT_0611/SCOUT01.dcm"),
            "(0010,0010) PN [ANON^0611^01]                           #  12, 1 PatientName\n"
            "(0010,0020) LO [RSCH-00417]                             #  10, 1 PatientID\n"
            "(0028,0301) CS [YES]                                    #   4, 1 BurnedInAnnotation",
        ),
        (
            "shell",
            sh("dcmdump +P 0010,0010 +P 0010,0020 +P 0028,0301 export/CT_0611/SCOUT02.dcm"),
            "(0010,0010) PN [ANON^0611^01]                           #  12, 1 PatientName\n"
            "(0010,0020) LO [RSCH-00417]                             #  10, 1 PatientID\n"
            "(0028,0301) CS [YES]                                    #   4, 1 BurnedInAnnotation",
        ),
        (
            "shell",
            sh(
                "dcmdump +P 0008,0016 +P 0010,0010 +P 0040,a730 export/CT_0611/DOSE_SR.dcm | head -8"
            ),
            "(0008,0016) UI =XRayRadiationDoseSRStorage              #  30, 1 SOPClassUID\n"
            "(0010,0010) PN [ANON^0611^01]                           #  12, 1 PatientName\n"
            "(0040,a730) SQ (Sequence with explicit length #=11)     # 3812, 1 ContentSequence\n"
            "  (fffe,e000) na (Item with explicit length #=5)        # 238, 1 Item\n"
            "    (0040,a010) CS [HAS CONCEPT MOD]                    #  16, 1 RelationshipType\n"
            "    (0040,a040) CS [CODE]                               #   4, 1 ValueType",
        ),
        (
            "shell",
            sh("dcmdump +P 0008,0080 +P 0008,1010 +P 0018,1000 export/CT_0611/DOSE_SR.dcm"),
            "(0008,0080) LO [ST MARY REGIONAL MEDICAL CTR]            #  28, 1 InstitutionName\n"
            "(0008,1010) SH [CT2-ER]                                  #   6, 1 StationName\n"
            "(0018,1000) LO [77104]                                   #   6, 1 DeviceSerialNumber",
        ),
    ],
)


def find_rsp(n: int, date: str, mod: str, desc: str, acc: str) -> str:
    return (
        f"I: ---------------------------\nI: Find Response: {n} (Pending)\nI: \nI: # Dicom-Data-Set\n"
        f"I: # Used TransferSyntax: Little Endian Explicit\n"
        f"I: (0008,0020) DA [{date}]                               #   8, 1 StudyDate\n"
        f"I: (0008,0050) SH [{acc}]                               #  {len(acc)}, 1 AccessionNumber\n"
        f"I: (0008,0052) CS [STUDY]                                  #   6, 1 QueryRetrieveLevel\n"
        f"I: (0008,0061) CS [{mod}]                                     #   2, 1 ModalitiesInStudy\n"
        f"I: (0008,1030) LO [{desc}]{' ' * max(1, 30 - len(desc))}#  {len(desc)}, 1 StudyDescription\n"
        f"I: (0010,0020) LO [4471203]                                #   8, 1 PatientID\n"
        f"I: (0020,000d) UI [{dicom_uid(acc)}] #  58, 1 StudyInstanceUID\n"
    )


FIND_HEAD = (
    "I: Requesting Association\nI: Association Accepted (Max Send PDV: 16372)\n"
    "I: Sending Find Request (MsgID 1)\nI: Request Identifiers:\nI: \nI: # Dicom-Data-Set\n"
    "I: # Used TransferSyntax: Little Endian Explicit\n"
    "I: (0008,0052) CS [STUDY]                                  #   6, 1 QueryRetrieveLevel\n"
    "I: (0010,0020) LO [4471203]                                #   8, 1 PatientID\n"
)
FIND_TAIL = "I: Received Final Find Response (Success)\nI: Releasing Association\n"
session(
    "findscu",
    "ok",
    1,
    "Does patient MRN 4471203 have any prior chest CT at Valley General's PACS we should pull "
    "for comparison before tomorrow's follow-up?",
    [
        (
            "shell",
            sh(
                "findscu -v -S -aet NRDVK_QR -aec VGH_PACS pacs.vgh.local 104 -k QueryRetrieveLevel=STUDY "
                "-k PatientID=4471203 -k ModalitiesInStudy=CT -k StudyDate -k StudyDescription -k StudyInstanceUID -k AccessionNumber"
            ),
            FIND_HEAD + FIND_TAIL,
        ),
        (
            "shell",
            sh(
                "findscu -v -S -aet NRDVK_QR -aec VGH_PACS pacs.vgh.local 104 -k QueryRetrieveLevel=STUDY "
                "-k PatientID=4471203 -k ModalitiesInStudy -k StudyDate -k StudyDescription -k StudyInstanceUID -k AccessionNumber"
            ),
            FIND_HEAD
            + find_rsp(1, "20230302", "CR", "XR CHEST 2 VIEWS", "VG23-11804")
            + find_rsp(2, "20221117", "US", "US ABDOMEN COMPLETE", "VG22-40712")
            + FIND_TAIL,
        ),
        (
            "shell",
            sh(
                "findscu -v -S -aet NRDVK_QR -aec VGH_PACS pacs.vgh.local 104 -k QueryRetrieveLevel=STUDY "
                "-k PatientName=DUARTE^ELENA* -k PatientBirthDate=19610422 -k PatientID -k ModalitiesInStudy -k StudyDate"
            ),
            FIND_HEAD.replace(
                "I: (0010,0020) LO [4471203]                                #   8, 1 PatientID\n",
                "I: (0010,0010) PN [DUARTE^ELENA*]                          #  14, 1 PatientName\n",
            )
            + find_rsp(1, "20230302", "CR", "XR CHEST 2 VIEWS", "VG23-11804")
            + find_rsp(2, "20221117", "US", "US ABDOMEN COMPLETE", "VG22-40712")
            + FIND_TAIL,
        ),
        (
            "shell",
            sh(
                "movescu -v -S -aet NRDVK_QR -aec VGH_PACS -aem NRDVK_QR pacs.vgh.local 104 -k QueryRetrieveLevel=STUDY "
                "-k StudyInstanceUID=" + dicom_uid("VG23-11804")
            ),
            "I: Requesting Association\nI: Association Accepted (Max Send PDV: 16372)\nI: Sending Move Request (MsgID 1)\n"
            "I: Received Move Response 1 (Pending)\nI: Received Move Response 2 (Success)\n"
            "I: Sub-Operations Complete: 2, Failed: 0, Warning: 0\nI: Releasing Association",
        ),
    ],
)

FIND_REJ = (
    "I: Requesting Association\nF: Association Rejected:\nF: Result: Rejected Permanent, Source: Service User\n"
    "F: Reason: Called AE Title Not Recognized"
)
session(
    "findscu",
    "fail",
    1,
    "Find all MR studies for patient MRN 8820417 at the Lakeside imaging center so the "
    "neurologist can review them.",
    [
        (
            "shell",
            sh(
                "findscu -v -S -aet NRDVK_QR -aec LAKESIDE pacs.lakeside-img.com 11112 -k QueryRetrieveLevel=STUDY -k PatientID=8820417 -k ModalitiesInStudy=MR -k StudyDate"
            ),
            FIND_REJ,
        ),
        (
            "shell",
            sh(
                "findscu -v -S -aet NRDVK_QR -aec LAKESIDE pacs.lakeside-img.com 11112 -k QueryRetrieveLevel=STUDY -k PatientID=8820417"
            ),
            FIND_REJ,
        ),
        (
            "shell",
            sh(
                "findscu -v -P -aet NRDVK_QR -aec LAKESIDE pacs.lakeside-img.com 11112 -k QueryRetrieveLevel=PATIENT -k PatientID=8820417 -k PatientName"
            ),
            FIND_REJ,
        ),
        (
            "shell",
            sh(
                "findscu -v -S -aet NRDVK_QR -aec LAKESIDE pacs.lakeside-img.com 11112 -k QueryRetrieveLevel=STUDY -k PatientName=KARLSSON* -k ModalitiesInStudy=MR"
            ),
            FIND_REJ,
        ),
        (
            "shell",
            sh("echoscu -v -aet NRDVK_QR -aec LAKESIDE pacs.lakeside-img.com 11112"),
            FIND_REJ,
        ),
        (
            "shell",
            sh(
                "findscu -v -S -aet NRDVK_QR -aec LAKESIDE pacs.lakeside-img.com 11112 -k QueryRetrieveLevel=STUDY -k PatientID=8820417 -k StudyDate=20220101-"
            ),
            FIND_REJ,
        ),
        (
            "shell",
            sh(
                "findscu -v -S -aet NRDVK_QR -aec LAKESIDE pacs.lakeside-img.com 11112 -k QueryRetrieveLevel=STUDY -k AccessionNumber=LK* -k PatientID=8820417"
            ),
            FIND_REJ,
        ),
    ],
)

ORTH = "http://orthanc.rad.local:8042"
SID = "-".join(hid("orthanc-study", 40)[i : i + 8] for i in range(0, 40, 8))
JOB = uid("orthanc-job-store")


def job(state: str, prog: int, extra: dict | None = None) -> str:
    d = {
        "CompletionTime": "20240611T141502.118311" if state == "Success" else None,
        "Content": {
            "Description": "REST API",
            "InstancesCount": 612,
            "FailedInstancesCount": 0,
            "LocalAet": "ORTHANC",
            "RemoteAet": "RESEARCH_PACS",
            "ParentResources": [SID],
        },
        "CreationTime": "20240611T141211.402117",
        "EffectiveRuntime": {"Success": 171.2, "Running": 31.4}.get(state, 90.3),
        "ErrorCode": 0,
        "ErrorDescription": "Success",
        "ErrorDetails": "",
        "ID": JOB,
        "Priority": 0,
        "Progress": prog,
        "State": state,
        "Timestamp": "20240611T14" + {"Running": "1242.551201", "Success": "1502.118402"}[state],
        "Type": "DicomModalityStore",
    }
    if extra:
        d.update(extra)
    return j(d)


session(
    "orthanc",
    "ok",
    1,
    "Send the study with accession A2024-11873 to the research PACS and confirm every image "
    "arrived.",
    [
        (
            "http_post",
            {
                "url": ORTH + "/tools/find",
                "json": {"Level": "Study", "Query": {"AccessionNumber": "A2024-11873"}},
            },
            j([SID]),
        ),
        (
            "http_get",
            {"url": ORTH + f"/studies/{SID}"},
            j(
                {
                    "ID": SID,
                    "IsStable": True,
                    "LastUpdate": "20240611T091733",
                    "MainDicomTags": {
                        "AccessionNumber": "A2024-11873",
                        "StudyDate": "20240611",
                        "StudyDescription": "CT CHEST ABD PELVIS W",
                        "StudyInstanceUID": dicom_uid("A2024-11873"),
                        "StudyTime": "084410",
                    },
                    "ParentPatient": hid("orthanc-patient", 40),
                    "PatientMainDicomTags": {"PatientID": "RSCH-00522", "PatientName": "ANON^522"},
                    "Series": [hid(f"ser{i}", 40) for i in range(4)],
                    "Type": "Study",
                }
            ),
        ),
        (
            "http_post",
            {
                "url": ORTH + "/modalities/research/store",
                "json": {"Resources": [SID], "Synchronous": False},
            },
            j({"ID": JOB, "Path": f"/jobs/{JOB}"}),
        ),
        ("http_get", {"url": ORTH + f"/jobs/{JOB}"}, job("Running", 38)),
        ("http_get", {"url": ORTH + f"/jobs/{JOB}"}, job("Success", 100)),
        (
            "http_get",
            {"url": ORTH + f"/studies/{SID}/statistics"},
            j(
                {
                    "CountInstances": 612,
                    "CountSeries": 4,
                    "DicomDiskSize": "331847102",
                    "DicomDiskSizeMB": 316,
                    "DicomUncompressedSize": "331847102",
                    "DicomUncompressedSizeMB": 316,
                    "DiskSize": "331847102",
                    "DiskSizeMB": 316,
                    "UncompressedSize": "331847102",
                    "UncompressedSizeMB": 316,
                }
            ),
        ),
    ],
)

PID2 = hid("orthanc-teaching-patient", 40)
ANON_ID = hid("orthanc-anon-study", 40)
session(
    "orthanc",
    "ok",
    2,
    "Anonymize patient 6120934's knee MR for the teaching file, keep the anonymized copy, and "
    "delete the originals from the scratch Orthanc.",
    [
        (
            "http_post",
            {"url": ORTH + "/tools/lookup", "data": "6120934"},
            j([{"ID": PID2, "Path": f"/patients/{PID2}", "Type": "Patient"}]),
        ),
        (
            "http_get",
            {"url": ORTH + f"/patients/{PID2}/studies", "params": {"expand": "false"}},
            j([hid("knee-study", 40)]),
        ),
        (
            "http_post",
            {
                "url": ORTH + f"/studies/{hid('knee-study', 40)}/anonymize",
                "json": {
                    "Keep": ["StudyDescription", "SeriesDescription"],
                    "KeepPrivateTags": False,
                    "Force": True,
                },
            },
            j(
                {
                    "ID": ANON_ID,
                    "Path": f"/studies/{ANON_ID}",
                    "PatientID": uid("anon-patient"),
                    "Type": "Study",
                }
            ),
        ),
        ("http_put", {"url": ORTH + f"/studies/{ANON_ID}/labels/teaching"}, ""),
        (
            "http_delete",
            {"url": ORTH + f"/studies/{hid('knee-study', 40)}"},
            j({"RemainingAncestor": None}),
        ),
        (
            "http_get",
            {
                "url": ORTH + "/tools/find",
                "json": {"Level": "Study", "Labels": ["teaching"], "Query": {}},
            },
            j([ANON_ID, hid("older-teaching", 40)]),
        ),
    ],
)

NGINX_502 = (
    "<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1></center>\r\n"
    "<hr><center>nginx/1.24.0</center>\r\n</body>\r\n</html>\r\n"
)
session(
    "orthanc",
    "fail",
    1,
    "How many CT studies did the ER scanner send to Orthanc yesterday, and were any of them "
    "incomplete?",
    [
        (
            "http_post",
            {
                "url": "https://pacs-gw.rad.local/orthanc/tools/find",
                "json": {
                    "Level": "Study",
                    "Query": {"StudyDate": "20240610", "ModalitiesInStudy": "CT"},
                },
            },
            NGINX_502,
        ),
        (
            "http_post",
            {
                "url": "https://pacs-gw.rad.local/orthanc/tools/find",
                "json": {"Level": "Study", "Query": {"StudyDate": "20240610"}},
            },
            NGINX_502,
        ),
        ("http_get", {"url": "https://pacs-gw.rad.local/orthanc/system"}, NGINX_502),
        ("http_get", {"url": "https://pacs-gw.rad.local/orthanc/statistics"}, NGINX_502),
        (
            "http_get",
            {"url": "https://pacs-gw.rad.local/orthanc/changes", "params": {"limit": 100}},
            NGINX_502,
        ),
        (
            "http_post",
            {
                "url": "https://pacs-gw.rad.local/orthanc/tools/find",
                "json": {"Level": "Series", "Query": {"Modality": "CT", "StationName": "CT2-ER"}},
            },
            NGINX_502,
        ),
        (
            "http_get",
            {
                "url": "https://pacs-gw.rad.local/orthanc/studies",
                "params": {"limit": 20, "since": 0},
            },
            NGINX_502,
        ),
    ],
)


def qido_study(acc: str, date: str, mods: list[str], desc: str, n_series: int, n_inst: int) -> dict:
    return {
        "00080020": {"vr": "DA", "Value": [date]},
        "00080050": {"vr": "SH", "Value": [acc]},
        "00080061": {"vr": "CS", "Value": mods},
        "00081030": {"vr": "LO", "Value": [desc]},
        "00100010": {"vr": "PN", "Value": [{"Alphabetic": "NAKAMURA^KENJI"}]},
        "00100020": {"vr": "LO", "Value": ["5530981"]},
        "0020000D": {"vr": "UI", "Value": [dicom_uid(acc)]},
        "00201206": {"vr": "IS", "Value": [n_series]},
        "00201208": {"vr": "IS", "Value": [n_inst]},
    }


DW = "https://dicomweb.rad.local/dcm4chee-arc/aets/DCM4CHEE/rs"
session(
    "dicomweb",
    "ok",
    1,
    "List patient 5530981's imaging over the last two years and tell me which studies have a "
    "structured report series attached.",
    [
        (
            "http_get",
            {
                "url": DW + "/studies",
                "params": {
                    "PatientID": "5530981",
                    "StudyDate": "20220601-",
                    "includefield": "00201206,00201208",
                },
            },
            j(
                [
                    qido_study("A2023-04418", "20230419", ["CT", "SR"], "CT CHEST W/O", 4, 388),
                    qido_study("A2023-19021", "20231102", ["MR"], "MR BRAIN W/WO", 9, 1544),
                    qido_study("A2024-02277", "20240214", ["CT", "SR"], "CT CHEST W/O", 4, 402),
                ]
            ),
        ),
        (
            "http_get",
            {
                "url": DW + f"/studies/{dicom_uid('A2023-19021')}/series",
                "params": {"Modality": "SR"},
            },
            "[]",
        ),
        (
            "http_get",
            {
                "url": DW + f"/studies/{dicom_uid('A2023-04418')}/series",
                "params": {"Modality": "SR"},
            },
            j(
                [
                    {
                        "00080060": {"vr": "CS", "Value": ["SR"]},
                        "0008103E": {"vr": "LO", "Value": ["Dose Report"]},
                        "0020000E": {"vr": "UI", "Value": [dicom_uid("sr-1")]},
                        "00200011": {"vr": "IS", "Value": [997]},
                        "00201209": {"vr": "IS", "Value": [1]},
                    }
                ]
            ),
        ),
        (
            "http_get",
            {
                "url": DW + f"/studies/{dicom_uid('A2024-02277')}/series",
                "params": {"Modality": "SR"},
            },
            j(
                [
                    {
                        "00080060": {"vr": "CS", "Value": ["SR"]},
                        "0008103E": {"vr": "LO", "Value": ["Lung-RADS CAD findings"]},
                        "0020000E": {"vr": "UI", "Value": [dicom_uid("sr-2")]},
                        "00200011": {"vr": "IS", "Value": [801]},
                        "00201209": {"vr": "IS", "Value": [1]},
                    },
                    {
                        "00080060": {"vr": "CS", "Value": ["SR"]},
                        "0008103E": {"vr": "LO", "Value": ["Dose Report"]},
                        "0020000E": {"vr": "UI", "Value": [dicom_uid("sr-3")]},
                        "00200011": {"vr": "IS", "Value": [997]},
                        "00201209": {"vr": "IS", "Value": [1]},
                    },
                ]
            ),
        ),
    ],
)

DW2 = "https://healthcare.googleapis.com/v1/projects/rad-dev-sandbox/locations/us-central1/datasets/imaging/dicomStores/main/dicomWeb"
session(
    "dicomweb",
    "fail",
    1,
    "Pull up the mammography history for patient 7734120 (screening and diagnostic) so we can "
    "prepare the comparison for Thursday.",
    [
        ("http_get", {"url": DW2 + "/studies", "params": {"PatientID": "7734120"}}, "[]"),
        (
            "http_get",
            {
                "url": DW2 + "/studies",
                "params": {"PatientID": "7734120", "ModalitiesInStudy": "MG"},
            },
            "[]",
        ),
        (
            "http_get",
            {
                "url": DW2 + "/studies",
                "params": {"PatientName": "OKAFOR*", "fuzzymatching": "true"},
            },
            "[]",
        ),
        (
            "http_get",
            {
                "url": DW2 + "/studies",
                "params": {"ModalitiesInStudy": "MG", "StudyDate": "20240101-"},
            },
            "[]",
        ),
        ("http_get", {"url": DW2 + "/series", "params": {"Modality": "MG", "limit": 50}}, "[]"),
        ("http_get", {"url": DW2 + "/studies", "params": {"AccessionNumber": "M2023-*"}}, "[]"),
        ("http_get", {"url": DW2 + "/studies", "params": {"limit": 10}}, "[]"),
    ],
)

WL = """AE: MRI2   Date: 2024-06-12   Entries: 7
TIME   ACCESSION     MRN       PATIENT             PROCEDURE                    REF PHYSICIAN     STATUS
07:30  A2024-12201   3301872   HOLLIS^MARGARET     MR LUMBAR SPINE W/O          PATEL^R           SCHEDULED
08:15  A2024-12207   5102294   VARGA^TAMAS         MR BRAIN W/WO                LIN^S             SCHEDULED
09:00  A2024-12219   6120934   OYELARAN^DAMI       MR KNEE RT W/O               FERRIS^K          SCHEDULED
10:00  A2024-12230   2281045   BROUSSARD^ANNE      MR BREAST BILAT W/WO         NGUYEN^T          SCHEDULED
11:15  A2024-12236   7719310   ESPINOZA^LUIS       MR PROSTATE MULTIPARAM       HOLT^D            SCHEDULED
13:00  A2024-12241   4410287   GRAHAM^COLIN        MR CARDIAC MORPH/FUNC        LIN^S             SCHEDULED
14:30  A2024-12250   9023318   ABERNATHY^JOAN      MR SHOULDER LT W/O           FERRIS^K          SCHEDULED"""
session(
    "worklist",
    "ok",
    1,
    "Go through tomorrow's MRI-2 worklist and flag any exam that still has no prior "
    "authorization; move those to the hold queue.",
    [
        ("worklist_query", {"station_ae": "MRI2", "date": "2024-06-12"}, WL),
        (
            "prior_auth_status",
            {
                "accessions": [
                    "A2024-12201",
                    "A2024-12207",
                    "A2024-12219",
                    "A2024-12230",
                    "A2024-12236",
                    "A2024-12241",
                    "A2024-12250",
                ]
            },
            "ACCESSION     PAYER            AUTH#          STATUS\nA2024-12201   AETNA            PA8841120      APPROVED\n"
            "A2024-12207   MEDICARE         -              NOT REQUIRED\nA2024-12219   BCBS-IL          PA-0098812     APPROVED\n"
            "A2024-12230   UHC              -              PENDING\nA2024-12236   CIGNA            C77120394      APPROVED\n"
            "A2024-12241   UHC              -              NOT SUBMITTED\nA2024-12250   HUMANA           H-2210983      APPROVED",
        ),
        (
            "worklist_update",
            {"accession": "A2024-12230", "status": "HOLD", "reason": "prior auth pending (UHC)"},
            "A2024-12230 -> HOLD",
        ),
        (
            "worklist_update",
            {"accession": "A2024-12241", "status": "HOLD", "reason": "prior auth not submitted"},
            "A2024-12241 -> HOLD",
        ),
        (
            "send_message",
            {
                "to": "scheduling-mri@nordvik-health.org",
                "subject": "MRI-2 6/12: 2 exams on hold",
                "body": "A2024-12230 BROUSSARD (UHC pending), A2024-12241 GRAHAM (not submitted)",
            },
            "Message queued (id 7f3a91c2)",
        ),
        (
            "worklist_query",
            {"station_ae": "MRI2", "date": "2024-06-12", "status": "HOLD"},
            "AE: MRI2   Date: 2024-06-12   Entries: 2\nTIME   ACCESSION     MRN       PATIENT             PROCEDURE                    REF PHYSICIAN     STATUS\n"
            "10:00  A2024-12230   2281045   BROUSSARD^ANNE      MR BREAST BILAT W/WO         NGUYEN^T          HOLD\n"
            "13:00  A2024-12241   4410287   GRAHAM^COLIN        MR CARDIAC MORPH/FUNC        LIN^S             HOLD",
        ),
    ],
)

session(
    "radreport",
    "ok",
    1,
    "Draft the report for the right knee MR (A2024-12219) from the structured findings, then "
    "save it as preliminary for Dr. Ferris.",
    [
        (
            "get_structured_findings",
            {"accession": "A2024-12219"},
            j(
                {
                    "accession": "A2024-12219",
                    "exam": "MR KNEE RT W/O",
                    "findings": [
                        {
                            "structure": "medial meniscus",
                            "finding": "horizontal oblique tear, posterior horn, extends to inferior articular surface",
                        },
                        {"structure": "ACL", "finding": "intact"},
                        {"structure": "MCL", "finding": "low-grade sprain"},
                        {
                            "structure": "medial femoral condyle",
                            "finding": "subchondral bone marrow edema 1.2 cm",
                        },
                        {"structure": "joint", "finding": "small effusion"},
                    ],
                }
            ),
        ),
        (
            "generate_report",
            {"accession": "A2024-12219", "template": "msk_knee_mr"},
            "EXAM: MRI RIGHT KNEE WITHOUT CONTRAST\nCLINICAL HISTORY: Medial joint line pain after twisting injury.\n"
            "TECHNIQUE: Multiplanar multisequence MR imaging of the right knee without contrast.\nCOMPARISON: None.\n\n"
            "FINDINGS:\nMenisci: Horizontal oblique tear of the posterior horn of the medial meniscus extending to the inferior "
            "articular surface. Lateral meniscus intact.\nLigaments: ACL and PCL intact. Low-grade sprain of the MCL. LCL complex intact.\n"
            "Cartilage/bone: 1.2 cm focus of subchondral bone marrow edema in the medial femoral condyle without fracture line.\n"
            "Joint: Small joint effusion. No Baker cyst.\n\nIMPRESSION:\n1. Horizontal oblique tear of the posterior horn of the medial meniscus.\n"
            "2. Low-grade MCL sprain.\n3. Medial femoral condyle subchondral bone marrow edema, likely contusion.",
        ),
        (
            "save_report",
            {"accession": "A2024-12219", "status": "PRELIMINARY", "assign_to": "FERRIS^K"},
            "saved: report R-2024-88102 v1 (PRELIMINARY)",
        ),
        (
            "notify",
            {"user": "kferris", "text": "Prelim knee MR A2024-12219 ready for review"},
            "ok",
        ),
    ],
)

RR_DEFAULT = (
    "EXAM: [EXAM]\nCLINICAL HISTORY: [HISTORY]\nTECHNIQUE: Standard protocol.\nCOMPARISON: None.\n\n"
    "FINDINGS:\nNo acute abnormality.\n\nIMPRESSION:\nNo acute findings."
)
session(
    "radreport",
    "fail",
    1,
    "Draft preliminary reports for this morning's four ER head CTs from the AI findings so the "
    "attending can sign them.",
    [
        ("generate_report", {"accession": "E2024-30011", "template": "neuro_ct_head"}, RR_DEFAULT),
        ("generate_report", {"accession": "E2024-30014", "template": "neuro_ct_head"}, RR_DEFAULT),
        (
            "get_structured_findings",
            {"accession": "E2024-30011"},
            j(
                {
                    "accession": "E2024-30011",
                    "exam": "CT HEAD W/O",
                    "findings": [
                        {
                            "structure": "left frontal lobe",
                            "finding": "intraparenchymal hemorrhage 2.1 x 1.6 cm",
                        },
                        {"structure": "ventricles", "finding": "no hydrocephalus"},
                    ],
                }
            ),
        ),
        (
            "generate_report",
            {
                "accession": "E2024-30011",
                "template": "neuro_ct_head",
                "findings_source": "structured",
            },
            RR_DEFAULT,
        ),
        ("generate_report", {"accession": "E2024-30011", "template": "default"}, RR_DEFAULT),
        ("generate_report", {"accession": "E2024-30017"}, RR_DEFAULT),
        (
            "generate_report",
            {"accession": "E2024-30020", "template": "neuro_ct_head", "regenerate": True},
            RR_DEFAULT,
        ),
    ],
)

# ---------------------------------------------------------------- 5. people ops and robotics

BHR = "https://api.bamboohr.com/api/gateway.php/nordvik/v1/{}"
session(
    "bamboohr",
    "ok",
    1,
    "Who joined Engineering in Q1 this year, and are their I-9 and emergency contact records "
    "complete?",
    [
        (
            "http_get",
            {
                "url": BHR.format("reports/custom"),
                "params": {"format": "JSON"},
                "json": {
                    "fields": ["id", "displayName", "department", "hireDate"],
                    "filters": {"lastChanged": {"includeNull": "no"}},
                },
            },
            j(
                {
                    "title": "Report",
                    "fields": [
                        {"id": "displayName", "type": "text", "name": "Display name"},
                        {"id": "department", "type": "list", "name": "Department"},
                        {"id": "hireDate", "type": "date", "name": "Hire date"},
                    ],
                    "employees": [
                        {
                            "id": "412",
                            "displayName": "Priya Raman",
                            "department": "Engineering",
                            "hireDate": "2024-01-08",
                        },
                        {
                            "id": "415",
                            "displayName": "Tomasz Wójcik",
                            "department": "Engineering",
                            "hireDate": "2024-02-05",
                        },
                        {
                            "id": "417",
                            "displayName": "Aisha Bello",
                            "department": "Customer Success",
                            "hireDate": "2024-02-12",
                        },
                        {
                            "id": "421",
                            "displayName": "Daniel Kim",
                            "department": "Engineering",
                            "hireDate": "2024-03-18",
                        },
                        {
                            "id": "429",
                            "displayName": "Lena Fischer",
                            "department": "Engineering",
                            "hireDate": "2024-04-02",
                        },
                    ],
                }
            ),
        ),
        (
            "http_get",
            {
                "url": BHR.format("employees/412"),
                "params": {"fields": "i9Status,i9CompletedDate,workAuthExpiration"},
            },
            j(
                {
                    "id": "412",
                    "i9Status": "Complete",
                    "i9CompletedDate": "2024-01-10",
                    "workAuthExpiration": "2026-09-30",
                }
            ),
        ),
        (
            "http_get",
            {
                "url": BHR.format("employees/415"),
                "params": {"fields": "i9Status,i9CompletedDate,workAuthExpiration"},
            },
            j(
                {
                    "id": "415",
                    "i9Status": "Section 2 pending",
                    "i9CompletedDate": None,
                    "workAuthExpiration": None,
                }
            ),
        ),
        (
            "http_get",
            {
                "url": BHR.format("employees/421"),
                "params": {"fields": "i9Status,i9CompletedDate,workAuthExpiration"},
            },
            j(
                {
                    "id": "421",
                    "i9Status": "Complete",
                    "i9CompletedDate": "2024-03-19",
                    "workAuthExpiration": None,
                }
            ),
        ),
        (
            "http_get",
            {"url": BHR.format("employees/412/tables/emergencyContacts")},
            j(
                [
                    {
                        "id": "88",
                        "employeeId": "412",
                        "name": "Arjun Raman",
                        "relationship": "Spouse",
                        "mobilePhone": "+1 512 555 0142",
                        "primaryContact": "yes",
                    }
                ]
            ),
        ),
        ("http_get", {"url": BHR.format("employees/415/tables/emergencyContacts")}, "[]"),
        (
            "http_get",
            {"url": BHR.format("employees/421/tables/emergencyContacts")},
            j(
                [
                    {
                        "id": "93",
                        "employeeId": "421",
                        "name": "Grace Kim",
                        "relationship": "Parent",
                        "mobilePhone": "+1 737 555 0190",
                        "primaryContact": "yes",
                    }
                ]
            ),
        ),
    ],
)

BHR_MAINT = (
    '<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>BambooHR - Scheduled Maintenance</title>\n'
    '</head>\n<body>\n<div class="maint">\n<h1>We\'ll be right back.</h1>\n'
    "<p>BambooHR is currently undergoing scheduled maintenance. We apologize for the inconvenience and "
    "appreciate your patience. Please check status.bamboohr.com for updates.</p>\n</div>\n</body>\n</html>"
)
session(
    "bamboohr",
    "fail",
    1,
    "Pull everyone's remaining PTO balance in the Sales department so I can plan summer coverage.",
    [
        ("http_get", {"url": BHR.format("employees/directory")}, BHR_MAINT),
        (
            "http_get",
            {
                "url": BHR.format("time_off/whos_out"),
                "params": {"start": "2024-06-15", "end": "2024-08-31"},
            },
            BHR_MAINT,
        ),
        (
            "http_get",
            {"url": BHR.format("employees/directory"), "headers": {"Accept": "application/json"}},
            BHR_MAINT,
        ),
        (
            "http_get",
            {
                "url": BHR.format("employees/302/time_off/calculator"),
                "params": {"end": "2024-08-31"},
            },
            BHR_MAINT,
        ),
        (
            "http_get",
            {
                "url": BHR.format("employees/305/time_off/calculator"),
                "params": {"end": "2024-08-31"},
            },
            BHR_MAINT,
        ),
        ("http_get", {"url": BHR.format("meta/time_off/types")}, BHR_MAINT),
        (
            "http_get",
            {
                "url": BHR.format("time_off/requests"),
                "params": {"start": "2024-06-01", "end": "2024-08-31", "status": "approved"},
            },
            BHR_MAINT,
        ),
    ],
)

PR = uid("gusto-offcycle")


def payroll(processed: bool, calculated: str | None, totals: dict | None) -> str:
    return j(
        {
            "payroll_uuid": PR,
            "company_uuid": uid("gusto-co"),
            "off_cycle": True,
            "off_cycle_reason": "Bonus",
            "processed": processed,
            "processed_date": "2024-06-11" if processed else None,
            "calculated_at": calculated,
            "check_date": "2024-06-14",
            "pay_period": {
                "start_date": "2024-06-01",
                "end_date": "2024-06-15",
                "pay_schedule_uuid": None,
            },
            "payroll_deadline": "2024-06-12T23:00:00Z",
            "totals": totals,
            "employee_compensations": [
                {
                    "employee_uuid": uid("emp-ortega"),
                    "fixed_compensations": [{"name": "Bonus", "amount": "4500.00"}],
                },
                {
                    "employee_uuid": uid("emp-chen"),
                    "fixed_compensations": [{"name": "Bonus", "amount": "3200.00"}],
                },
            ],
        }
    )


TOT = {
    "gross_pay": "7700.00",
    "net_pay": "5391.27",
    "employer_taxes": "589.05",
    "employee_taxes": "2308.73",
    "check_amount": "5391.27",
    "company_debit": "8289.05",
    "reimbursements": "0.00",
}
session(
    "gusto",
    "ok",
    1,
    "Run an off-cycle bonus payroll for Maria Ortega ($4,500) and Wei Chen ($3,200) with check "
    "date June 14 and confirm it's been submitted.",
    [
        (
            "gusto_create_payroll",
            {
                "off_cycle": True,
                "off_cycle_reason": "Bonus",
                "check_date": "2024-06-14",
                "employee_uuids": [uid("emp-ortega"), uid("emp-chen")],
            },
            payroll(False, None, None),
        ),
        (
            "gusto_update_payroll",
            {"payroll_uuid": PR, "bonuses": {"Maria Ortega": "4500.00", "Wei Chen": "3200.00"}},
            payroll(False, None, None),
        ),
        ("gusto_calculate_payroll", {"payroll_uuid": PR}, "202 Accepted"),
        ("gusto_get_payroll", {"payroll_uuid": PR}, payroll(False, None, None)),
        ("gusto_get_payroll", {"payroll_uuid": PR}, payroll(False, "2024-06-11T15:20:41Z", TOT)),
        ("gusto_submit_payroll", {"payroll_uuid": PR}, "202 Accepted"),
        ("gusto_get_payroll", {"payroll_uuid": PR}, payroll(True, "2024-06-11T15:20:41Z", TOT)),
    ],
)

session(
    "deel",
    "ok",
    1,
    "Which of our Deel contractor contracts end this month? Send Ana Ribeiro's renewal "
    "amendment (same rate, 6 more months).",
    [
        (
            "http_get",
            {
                "url": "https://api.letsdeel.com/rest/v2/contracts",
                "params": {"statuses[]": "in_progress", "limit": 50},
            },
            j(
                {
                    "data": [
                        {
                            "id": "m3kq7xz",
                            "title": "Frontend Developer - Ana Ribeiro",
                            "type": "pay_as_you_go_time_based",
                            "status": "in_progress",
                            "worker": {"full_name": "Ana Ribeiro", "country": "PT"},
                            "start_date": "2023-12-01T00:00:00.000Z",
                            "termination_date": "2024-06-30T00:00:00.000Z",
                        },
                        {
                            "id": "p92dlw0",
                            "title": "Data Engineer - Kwame Mensah",
                            "type": "ongoing_time_based",
                            "status": "in_progress",
                            "worker": {"full_name": "Kwame Mensah", "country": "GH"},
                            "start_date": "2023-03-15T00:00:00.000Z",
                            "termination_date": None,
                        },
                        {
                            "id": "x0c4rre",
                            "title": "Illustrator - Sofia Ruiz",
                            "type": "milestones",
                            "status": "in_progress",
                            "worker": {"full_name": "Sofia Ruiz", "country": "AR"},
                            "start_date": "2024-02-01T00:00:00.000Z",
                            "termination_date": "2024-06-21T00:00:00.000Z",
                        },
                    ],
                    "page": {"cursor": "eyJvZmZzZXQiOjN9", "total_rows": 5},
                }
            ),
        ),
        (
            "http_get",
            {
                "url": "https://api.letsdeel.com/rest/v2/contracts",
                "params": {
                    "statuses[]": "in_progress",
                    "limit": 50,
                    "after_cursor": "eyJvZmZzZXQiOjN9",
                },
            },
            j(
                {
                    "data": [
                        {
                            "id": "b71nq2e",
                            "title": "QA Contractor - Hyun-woo Park",
                            "type": "pay_as_you_go_time_based",
                            "status": "in_progress",
                            "worker": {"full_name": "Hyun-woo Park", "country": "KR"},
                            "start_date": "2024-01-08T00:00:00.000Z",
                            "termination_date": "2024-12-31T00:00:00.000Z",
                        },
                        {
                            "id": "r5tt0vg",
                            "title": "Copywriter - Lucy Evans",
                            "type": "ongoing_time_based",
                            "status": "in_progress",
                            "worker": {"full_name": "Lucy Evans", "country": "GB"},
                            "start_date": "2022-09-01T00:00:00.000Z",
                            "termination_date": None,
                        },
                    ],
                    "page": {"cursor": None, "total_rows": 5},
                }
            ),
        ),
        (
            "http_get",
            {"url": "https://api.letsdeel.com/rest/v2/contracts/m3kq7xz"},
            j(
                {
                    "data": {
                        "id": "m3kq7xz",
                        "title": "Frontend Developer - Ana Ribeiro",
                        "status": "in_progress",
                        "compensation_details": {
                            "amount": "48",
                            "currency_code": "EUR",
                            "frequency": "hourly",
                            "scale": "hourly",
                        },
                        "termination_date": "2024-06-30T00:00:00.000Z",
                        "notice_period": 15,
                    }
                }
            ),
        ),
        (
            "http_post",
            {
                "url": "https://api.letsdeel.com/rest/v2/contracts/m3kq7xz/amendments",
                "json": {
                    "data": {
                        "termination_date": "2024-12-31",
                        "amount": 48,
                        "effective_date": "2024-07-01",
                    }
                },
            },
            j(
                {
                    "data": {
                        "id": "amd_" + hid("amend", 8),
                        "status": "waiting_for_contractor_sign",
                        "created_at": "2024-06-11T10:02:11.000Z",
                    }
                }
            ),
        ),
    ],
)

session(
    "rippling",
    "ok",
    1,
    "Jordan Blake moved to Platform team lead: update his title and manager in Rippling and "
    "check whether he has any pending time-off requests the old manager still needs to handle.",
    [
        (
            "http_get",
            {
                "url": "https://api.rippling.com/platform/api/employees",
                "params": {"limit": 100, "offset": 0, "search": "Jordan Blake"},
            },
            j(
                [
                    {
                        "id": "65f0c1" + hid("jblake", 18),
                        "name": "Jordan Blake",
                        "workEmail": "jordan.blake@nordvik.io",
                        "title": "Senior Software Engineer",
                        "department": "Engineering",
                        "manager": "65f0c1" + hid("mgr-old", 18),
                        "employmentType": "SALARIED_FT",
                        "roleState": "ACTIVE",
                    }
                ]
            ),
        ),
        (
            "http_get",
            {
                "url": "https://api.rippling.com/platform/api/employees",
                "params": {"search": "Nkechi Adeyemi"},
            },
            j(
                [
                    {
                        "id": "65f0c1" + hid("nadeyemi", 18),
                        "name": "Nkechi Adeyemi",
                        "title": "Director, Platform Engineering",
                        "department": "Engineering",
                        "roleState": "ACTIVE",
                    }
                ]
            ),
        ),
        (
            "http_patch",
            {
                "url": "https://api.rippling.com/platform/api/employees/65f0c1" + hid("jblake", 18),
                "json": {"title": "Platform Team Lead", "manager": "65f0c1" + hid("nadeyemi", 18)},
            },
            j(
                {
                    "id": "65f0c1" + hid("jblake", 18),
                    "title": "Platform Team Lead",
                    "manager": "65f0c1" + hid("nadeyemi", 18),
                    "updatedAt": "2024-06-11T16:40:02Z",
                }
            ),
        ),
        (
            "http_get",
            {
                "url": "https://api.rippling.com/platform/api/leave_requests",
                "params": {"requestedBy": "65f0c1" + hid("jblake", 18), "status": "PENDING"},
            },
            "[]",
        ),
    ],
)

ADP_ERR = j(
    {
        "confirmMessage": {
            "confirmMessageID": {"idValue": "{id}"},
            "createDateTime": "{t}",
            "requestStatusCode": {"codeValue": "failed"},
            "processMessages": [
                {
                    "messageTypeCode": {"codeValue": "error"},
                    "userMessage": {"messageTxt": "Invalid or expired access token"},
                }
            ],
        }
    }
)
session(
    "adp",
    "fail",
    1,
    "Export last pay period's hours and overtime per employee from ADP Workforce Now for the "
    "Dayton plant so we can reconcile against the time clocks.",
    [
        (
            "http_get",
            {
                "url": "https://api.adp.com/hr/v2/workers",
                "params": {
                    "$filter": "workers/workAssignments/homeWorkLocation/nameCode/codeValue eq 'DAY'",
                    "$top": 100,
                },
            },
            ADP_ERR.replace("{id}", hid("adp1", 20)).replace("{t}", "2024-06-11T13:01:44.102Z"),
        ),
        (
            "http_get",
            {
                "url": "https://api.adp.com/time/v2/workers/G3J9K2M1/time-cards",
                "params": {"$filter": "timeCards/timePeriod/startDate eq '2024-05-26'"},
            },
            ADP_ERR.replace("{id}", hid("adp2", 20)).replace("{t}", "2024-06-11T13:01:51.877Z"),
        ),
        (
            "http_get",
            {"url": "https://api.adp.com/hr/v2/workers", "params": {"$top": 20}},
            ADP_ERR.replace("{id}", hid("adp3", 20)).replace("{t}", "2024-06-11T13:02:03.390Z"),
        ),
        (
            "http_get",
            {"url": "https://api.adp.com/payroll/v1/workers/G3J9K2M1/pay-distributions"},
            ADP_ERR.replace("{id}", hid("adp4", 20)).replace("{t}", "2024-06-11T13:02:12.015Z"),
        ),
        (
            "http_get",
            {
                "url": "https://api.adp.com/time/v2/workers/G3J9K2M1/team-time-cards",
                "params": {"$top": 50},
            },
            ADP_ERR.replace("{id}", hid("adp5", 20)).replace("{t}", "2024-06-11T13:02:20.661Z"),
        ),
        (
            "http_get",
            {
                "url": "https://api.adp.com/payroll/v2/payroll-output",
                "params": {"$filter": "payrollOutputs/payDate eq '2024-06-07'"},
            },
            ADP_ERR.replace("{id}", hid("adp6", 20)).replace("{t}", "2024-06-11T13:02:34.248Z"),
        ),
        (
            "http_get",
            {"url": "https://api.adp.com/hr/v2/workers/G3J9K2M1"},
            ADP_ERR.replace("{id}", hid("adp7", 20)).replace("{t}", "2024-06-11T13:02:41.902Z"),
        ),
    ],
)

session(
    "ros2",
    "ok",
    1,
    "Send the warehouse AMR (amr_03) to dock B and confirm it arrived; report its battery "
    "afterwards.",
    [
        (
            "shell",
            sh("ros2 node list"),
            "/amr_03/amcl\n/amr_03/bt_navigator\n/amr_03/controller_server\n/amr_03/planner_server\n"
            "/amr_03/robot_state_publisher\n/amr_03/lifecycle_manager_navigation\n/amr_03/battery_monitor\n/rviz2",
        ),
        (
            "shell",
            sh("ros2 topic echo /amr_03/amcl_pose --once"),
            "header:\n  stamp:\n    sec: 1718112044\n    nanosec: 512004110\n  frame_id: map\npose:\n  pose:\n"
            "    position:\n      x: 3.182\n      y: -11.904\n      z: 0.0\n    orientation:\n      x: 0.0\n      y: 0.0\n"
            "      z: 0.7071\n      w: 0.7071\n  covariance:\n  - 0.0121\n  - 0.0003\n  - '...'\n---",
        ),
        (
            "shell",
            sh(
                "ros2 action send_goal /amr_03/navigate_to_pose nav2_msgs/action/NavigateToPose "
                '"{pose: {header: {frame_id: map}, pose: {position: {x: 24.6, y: 7.1}, orientation: {z: 0.0, w: 1.0}}}}" --feedback'
            ),
            "Waiting for an action server to become available...\nSending goal:\n     pose:\n  header:\n    frame_id: map\n"
            "  pose:\n    position:\n      x: 24.6\n      y: 7.1\n\nGoal accepted with ID: "
            + hid("goal-dockb", 32)
            + "\n\n"
            "Feedback:\n    current_pose: {x: 5.02, y: -9.87}\nnavigation_time:\n  sec: 4\nestimated_time_remaining:\n  sec: 41\n"
            "number_of_recoveries: 0\ndistance_remaining: 27.31\n\n"
            "Feedback:\n    current_pose: {x: 17.88, y: 2.40}\nnavigation_time:\n  sec: 29\nestimated_time_remaining:\n  sec: 11\n"
            "number_of_recoveries: 1\ndistance_remaining: 8.14\n\nResult:\n    result: {}\n\nGoal finished with status: SUCCEEDED",
        ),
        (
            "shell",
            sh("ros2 topic echo /amr_03/amcl_pose --once --field pose.pose.position"),
            "x: 24.571\ny: 7.093\nz: 0.0\n---",
        ),
        (
            "shell",
            sh("ros2 topic echo /amr_03/battery_state --once"),
            "header:\n  stamp:\n    sec: 1718112101\n    nanosec: 2004711\n  frame_id: ''\nvoltage: 25.38\ntemperature: 31.5\n"
            "current: -3.92\ncharge: .nan\ncapacity: .nan\ndesign_capacity: 40.0\npercentage: 0.61\npower_supply_status: 2\n"
            "power_supply_health: 1\npower_supply_technology: 3\npresent: true\ncell_voltage: []\ncell_temperature: []\n"
            "location: ''\nserial_number: BP-0388\n---",
        ),
    ],
)

session(
    "ros2",
    "fail",
    1,
    "The inspection robot spot_02 stopped mid-route. Find out what state its navigation stack is "
    "in and get its last odometry.",
    [
        ("shell", sh("ros2 node list"), ""),
        ("shell", sh("ros2 topic list"), "/parameter_events\n/rosout"),
        (
            "shell",
            sh("ros2 topic echo /spot_02/odom --once"),
            "WARNING: topic [/spot_02/odom] does not appear to be published yet\nCould not determine the type for the passed topic",
        ),
        (
            "shell",
            sh("ros2 node info /spot_02/bt_navigator"),
            "Unable to find node '/spot_02/bt_navigator'",
        ),
        (
            "shell",
            sh("ros2 topic echo /odom --once"),
            "WARNING: topic [/odom] does not appear to be published yet\nCould not determine the type for the passed topic",
        ),
        ("shell", sh("ros2 lifecycle get /spot_02/controller_server"), "Node not found"),
        (
            "shell",
            sh("ros2 topic echo /spot_02/diagnostics --once"),
            "WARNING: topic [/spot_02/diagnostics] does not appear to be published yet\nCould not determine the type for the passed topic",
        ),
        ("shell", sh("ros2 node list --all"), ""),
    ],
)

session(
    "mavlink",
    "ok",
    1,
    "Upload the orchard survey mission (survey_block7.plan, 23 waypoints) to the quad and "
    "confirm the autopilot accepted it and the vehicle is ready before the pilot arms.",
    [
        (
            "python",
            {
                "code": "m = mavutil.mavlink_connection('udpin:0.0.0.0:14550'); print(m.wait_heartbeat(timeout=10))"
            },
            "HEARTBEAT {type : 2, autopilot : 12, base_mode : 81, custom_mode : 50593792, system_status : 3, mavlink_version : 3}",
        ),
        (
            "python",
            {"code": "print(m.recv_match(type='SYS_STATUS', blocking=True, timeout=5))"},
            "SYS_STATUS {onboard_control_sensors_present : 1398832175, onboard_control_sensors_enabled : 1382054959, "
            "onboard_control_sensors_health : 1398832175, load : 312, voltage_battery : 16742, current_battery : 84, "
            "battery_remaining : 97, drop_rate_comm : 0, errors_comm : 0, errors_count1 : 0, errors_count2 : 0, "
            "errors_count3 : 0, errors_count4 : 0, onboard_control_sensors_present_extended : 0, "
            "onboard_control_sensors_enabled_extended : 0, onboard_control_sensors_health_extended : 0}",
        ),
        (
            "python",
            {"code": "upload_mission(m, 'missions/survey_block7.plan')"},
            "Sending MISSION_COUNT 23\nMISSION_REQUEST_INT seq=0 .. seq=22 answered\n"
            "MISSION_ACK {target_system : 255, target_component : 0, type : 0, mission_type : 0, opaque_id : 2887710351}",
        ),
        (
            "python",
            {
                "code": "m.mav.mission_request_list_send(1, 1); print(m.recv_match(type='MISSION_COUNT', blocking=True, timeout=5))"
            },
            "MISSION_COUNT {target_system : 255, target_component : 0, count : 23, mission_type : 0, opaque_id : 2887710351}",
        ),
        (
            "python",
            {"code": "print(m.recv_match(type='GPS_RAW_INT', blocking=True, timeout=5))"},
            "GPS_RAW_INT {time_usec : 1718110911204000, fix_type : 3, lat : 384417706, lon : -1222863311, alt : 31870, "
            "eph : 71, epv : 112, vel : 2, cog : 0, satellites_visible : 17, alt_ellipsoid : 1204, h_acc : 812, "
            "v_acc : 1450, vel_acc : 210, hdg_acc : 0, yaw : 0}",
        ),
        (
            "python",
            {"code": "print(m.recv_match(type='EXTENDED_SYS_STATE', blocking=True, timeout=5))"},
            "EXTENDED_SYS_STATE {vtol_state : 0, landed_state : 1}",
        ),
    ],
)

NOHB = (
    'Traceback (most recent call last):\n  File "<stdin>", line 1, in <module>\n'
    '  File "/usr/lib/python3/dist-packages/mavsdk/system.py", line 262, in connect\n'
    "    raise ConnectionError\nmavsdk.system.ConnectionError: Timeout while waiting for heartbeat (10 s)"
)
session(
    "mavlink",
    "fail",
    1,
    "The fixed-wing mapping drone lost telemetry on the GCS. Reconnect and report its position, "
    "battery and flight mode so we can decide whether to trigger RTL.",
    [
        (
            "python",
            {
                "code": "m = mavutil.mavlink_connection('udpin:0.0.0.0:14550'); print(m.wait_heartbeat(timeout=10))"
            },
            "None",
        ),
        (
            "python",
            {"code": "print(m.recv_match(type='GLOBAL_POSITION_INT', blocking=True, timeout=10))"},
            "None",
        ),
        (
            "python",
            {
                "code": "m = mavutil.mavlink_connection('/dev/ttyUSB0', baud=57600); print(m.wait_heartbeat(timeout=15))"
            },
            "None",
        ),
        (
            "python",
            {"code": "print(m.recv_match(type='SYS_STATUS', blocking=True, timeout=10))"},
            "None",
        ),
        ("python", {"code": "await drone.connect(system_address='udp://:14540')"}, NOHB),
        (
            "python",
            {
                "code": "m = mavutil.mavlink_connection('udpin:0.0.0.0:14551'); print(m.wait_heartbeat(timeout=20))"
            },
            "None",
        ),
        ("python", {"code": "print(m.messages.keys())"}, "dict_keys(['MAV'])"),
        (
            "python",
            {
                "code": "m.mav.command_long_send(1, 1, 20, 0, 0, 0, 0, 0, 0, 0, 0); print(m.recv_match(type='COMMAND_ACK', blocking=True, timeout=10))"
            },
            "None",
        ),
    ],
)

session(
    "px4",
    "ok",
    1,
    "Run the preflight checks on the PX4 test vehicle from the nsh console, recalibrate the "
    "gyro if needed, and tell me if it's ready to arm.",
    [
        (
            "px4_shell",
            {"cmd": "commander check"},
            "INFO  [commander] Preflight check: FAILED\nWARN  [health_and_arming_checks] Preflight Fail: Gyro 0 uncalibrated\n"
            "WARN  [health_and_arming_checks] Preflight Fail: Home position invalid",
        ),
        (
            "px4_shell",
            {"cmd": "commander calibrate gyro"},
            "INFO  [commander] [cal] calibration started: 2 gyro\nINFO  [commander] [cal] progress <20>\n"
            "INFO  [commander] [cal] progress <60>\nINFO  [commander] [cal] progress <100>\n"
            "INFO  [commander] [cal] calibration done: gyro",
        ),
        (
            "px4_shell",
            {"cmd": "commander check"},
            "INFO  [commander] Preflight check: FAILED\nWARN  [health_and_arming_checks] Preflight Fail: Home position invalid",
        ),
        (
            "px4_shell",
            {"cmd": "listener vehicle_gps_position"},
            "\nTOPIC: vehicle_gps_position\n sensor_gps\n    timestamp: 311804212 (0.104 seconds ago)\n    device_id: 11010053\n"
            "    lat: 47.3977419\n    lon: 8.5455939\n    alt: 488.102\n    fix_type: 3\n    eph: 0.91\n    epv: 1.33\n"
            "    satellites_used: 12\n    jamming_state: 1\n    spoofing_state: 1",
        ),
        ("px4_shell", {"cmd": "commander check"}, "INFO  [commander] Preflight check: OK"),
        (
            "px4_shell",
            {"cmd": "listener vehicle_status"},
            "\nTOPIC: vehicle_status\n vehicle_status\n    timestamp: 312455108 (0.210 seconds ago)\n    armed_time: 0\n"
            "    takeoff_time: 0\n    nav_state_timestamp: 301120044\n    arming_state: 1\n    latest_arming_reason: 0\n"
            "    nav_state: 4\n    failure_detector_status: 0\n    vehicle_type: 1\n    failsafe: False\n"
            "    pre_flight_checks_pass: True",
        ),
    ],
)


def main(out: Path) -> None:
    out.write_text(
        "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in ROWS), encoding="utf-8"
    )


if __name__ == "__main__":
    main(
        Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).with_name("tool_heldout24.jsonl")
    )
