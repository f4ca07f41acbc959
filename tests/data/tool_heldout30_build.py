"""Held-out fixture tool_heldout30: 3D/CAD, video platforms, platform engineering,
drug and protein data, time tracking -- written blind, as the real tools return results.

Each row is one tool call in the project's ``real-runs`` format; the rows of one session
are consecutive and in call order.  Running this script with no argument writes
tests/data/tool_heldout30.jsonl.  It is deterministic: identifiers are hashes of fixed
strings, there is no clock and no randomness.

Where the formats come from, family by family, and how sure I am of them:

3D and CAD
- blender: ``blender -b file.blend --python-expr ...`` run through a shell tool.  The banner
  ("Blender 4.1.1 (hash ... built ...)", "Read blend: ...", "Blender quit"), the render
  progress lines ("Fra:1 Mem:... | Rendering 12 / 64 samples") and "Saved: '...'" follow
  Blender's own stdout; a missing file prints "Error: Cannot read file ..." and headless
  Blender goes on with the startup scene (Cube, Light, Camera).  Sure of the shape, less
  of the exact memory figures.
- freecad: the neka-nat freecad-mcp server's ``execute_code`` and ``get_objects`` tools;
  the text prefix "Python code execution scheduled" / JSON object lists are from memory of
  that server, fairly sure.
- openscad: ``openscad -o out.stl in.scad`` stderr as 2021.01 prints it (Parsing design,
  Compiling design, Rendering Polygon Mesh using CGAL, Geometries in cache, Total rendering
  time, Top level object is a 3D object ..., Rendering finished); a missing ``use <...>``
  prints "WARNING: Can't open library ..." and unknown modules "WARNING: Ignoring unknown
  module ...", an empty top level "Current top level object is empty." Sure.
- onshape: REST API v6 JSON (``href``, ``items``, ``next`` paging; documents, elements,
  mass properties with ``bodies``/``-all-``).  Fairly sure of the field names.
- aps: Autodesk Platform Services Model Derivative: POST designdata/job answers
  ``{"result": "created", "urn", "acceptedJobs"}``; the manifest's ``status`` is
  pending/inprogress/success/failed/timeout and ``progress`` "NN% complete" / "complete"
  (checked against the forge-apis and aps-sdk docs through search); metadata/properties
  answer 202 ``{"result": "success"}`` until ready.  Sure.
- rhino-compute: the ``/grasshopper`` endpoint's JSON (``values`` of ``ParamName`` and
  ``InnerTree`` keyed "{0}" with ``type``/``data``), from compute.rhino3d's
  Schema; fairly sure.  The failure is nginx's 502 Bad Gateway page in front of it.

Video platforms
- mux: Mux Video API v1 JSON wrapped in ``{"data": ...}``; asset ``status``
  preparing/ready; errors ``{"error": {"type", "messages"}}``.  Sure.
- cloudinary: Admin API resources listing (``resources``, ``next_cursor``,
  ``rate_limit_*`` headers) and Upload API answers; the rate-limit answer is HTTP 420
  ``{"error": {"message": "Rate Limit Exceeded"}}`` (Cloudinary's documented code).  Sure
  of the shape, the exact message wording less so.
- vimeo: API 3.4 JSON (``total``, ``page``, ``per_page``, ``paging``, ``data``; a video's
  ``transcode.status``).  Sure.
- brightcove: CMS API v1 arrays of video objects, ``/counts/videos`` ``{"count": n}``,
  errors as ``[{"error_code": "UNAUTHORIZED", "message": ...}]``.  Fairly sure.
- frameio: Frame.io API v2 JSON (assets, children, comments); the maintenance page is an
  HTML status page served in front of the API.  Fairly sure of the JSON, the page is made
  in the shape such pages take.
- mediaconvert: ``aws mediaconvert create-job/get-job/list-jobs`` JSON as the AWS CLI prints
  it (``Job.Status`` SUBMITTED/PROGRESSING/COMPLETE, ``JobPercentComplete``), checked
  against botocore's service model in the venv.  Sure.

Platform engineering
- nomad: ``nomad job status``, ``nomad alloc status``, ``nomad alloc logs``, ``nomad job
  scale`` text (checked against HashiCorp's command reference through search); the dead
  server answers "Error querying job: Get ...: dial tcp ...: connect: connection refused".
  Sure.
- oc: OpenShift ``oc get/describe/rollout`` text, "No resources found in X namespace.".
  Sure.
- rancher: Rancher v3 API JSON collections (``type": "collection"``, ``data``,
  ``pagination``) and the 401 ``{"type": "error", "status": "401", "message": "must
  authenticate"}``.  Fairly sure.
- circleci: API v2 JSON (pipelines, workflows, jobs, artifacts with ``next_page_token``);
  bad token answers ``{"message": "You must log in first."}``.  Sure.
- buildkite: REST API v2 builds/jobs JSON and the job log endpoint; fairly sure.
- tkn: ``tkn pipelinerun list`` / ``describe`` / ``logs`` text.  Fairly sure.

Drug and protein data
- pubchem: PUG REST JSON (``IdentifierList``, ``PropertyTable``,
  ``InformationList``), async searches answering ``{"Waiting": {"ListKey": ...,
  "Message": "Your request is running"}}`` until ready, faults ``{"Fault": {"Code":
  "PUGREST.NotFound" | "PUGREST.ServerBusy", ...}}``.  Sure.
- uniprot: rest.uniprot.org TSV with ``Link: <...>; rel="next"`` and
  ``X-Total-Results`` headers, as an HTTP tool shows status, headers and body.  Sure.
- openfda: drug/label and drug/event JSON (``meta.results``, ``results``; count queries
  ``term``/``count``); "No matches found!" NOT_FOUND; api.data.gov's OVER_RATE_LIMIT.  Sure.
- dailymed: DailyMed web services v2 ``spls.json`` (``data``, ``metadata`` with
  ``total_elements``, ``next_page_url``).  Fairly sure.
- clinvar: E-utilities esearch/esummary JSON for db=clinvar (``esearchresult``,
  ``result`` with ``germline_classification``); the invalid-key answer ``{"error":"API key
  invalid", ...}``.  Sure of the E-utilities shapes, fairly sure of the clinvar summary fields.
- drugbank: DrugBank Clinical API v1 JSON (drug, ddi).  Less sure of the exact fields.

Time tracking and professional services
- harvest: Harvest API v2 JSON (``time_entries``, ``per_page``, ``total_pages``,
  ``next_page``, ``links``; created entries echo the object).  Sure.
- toggl: Track API v9 JSON (``/me/time_entries``, started/stopped entries) and the hourly
  quota answer (HTTP 402 text "You have hit your hourly limit for API calls...").  Sure of
  the JSON, fairly sure of the quota text.
- clockify: API v1 JSON time entries, summary reports.  Fairly sure.
- tempo: Tempo REST API v4 ``/worklogs`` JSON (``self``, ``metadata``, ``results``).
  Fairly sure.
- kantata: Kantata OX (Mavenlink) API v1 JSON (``count``, ``results`` keys, then objects
  keyed by id); the failure is a maintenance page.  Fairly sure.
- float: Float API v3 JSON arrays (people, tasks, timeoffs) with pagination headers.
  Fairly sure.
"""

# ruff: noqa: E501, UP031  (fixture data: long literal strings, printf-style dates)
from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

SESSIONS: list[tuple[str, bool, str, list[tuple[str, dict, str]]]] = []


def hid(seed: str, n: int = 8) -> str:
    return hashlib.sha256(seed.encode()).hexdigest()[:n]


def uid(seed: str) -> str:
    h = hashlib.sha256(seed.encode()).hexdigest()
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:32]}"


def num(seed: str, lo: int, hi: int) -> int:
    return lo + int(hashlib.sha256(seed.encode()).hexdigest()[:8], 16) % (hi - lo + 1)


def J(obj) -> str:
    return json.dumps(obj, indent=2)


def C(obj) -> str:
    return json.dumps(obj)


def http(status: str, headers: dict, body: str) -> str:
    head = "\n".join(f"{k}: {v}" for k, v in headers.items())
    return f"HTTP/1.1 {status}\n{head}\n\n{body}"


def session(family: str, ok: bool, task: str, calls: list[tuple[str, dict, str]]) -> None:
    SESSIONS.append((family, ok, task, calls))


# ---------------------------------------------------------------- 3D and CAD
BL_BANNER = "Blender 4.1.1 (hash e1743a0317bc built 2024-04-16 01:47:32)\n"


def blender_out(path: str, body: str) -> str:
    return BL_BANNER + f'Read blend: "{path}"\n' + body + "\nBlender quit\n"


def render_lines(frame: int, out: str, samples: int = 64) -> str:
    lines = []
    for s in (1, samples // 4, samples // 2, samples):
        lines.append(
            f"Fra:{frame} Mem:{180 + frame * 3}.{frame}M (Peak {402 + frame}.7M) | "
            f"Time:00:0{min(9, s // 16)}.{num(out + str(s), 10, 99)} | Mem:96.31M, Peak:121.08M | "
            f"Scene, ViewLayer | Sample {s}/{samples}"
        )
    lines.append(f"Saved: '{out}'")
    lines.append(
        f" Time: 00:0{num(out, 3, 8)}.{num(out + 'x', 10, 99)} (Saving: 00:00.0{frame % 9})"
    )
    return "\n".join(lines)


session(
    "blender",
    True,
    "Open ~/projects/furniture/chair_oak.blend, tell me how many triangles the chair has after "
    "modifiers, then render an 8-frame turntable preview at 640x640 into /tmp/turn_####.png.",
    [
        (
            "bash",
            {
                "command": 'blender -b ~/projects/furniture/chair_oak.blend --python-expr "import bpy; '
                '[print(o.name, o.type, len(o.modifiers)) for o in bpy.data.objects]"'
            },
            blender_out(
                "/home/dana/projects/furniture/chair_oak.blend",
                "Seat MESH 1\nBackrest MESH 2\nLeg.FL MESH 1\nLeg.FR MESH 1\nLeg.BL MESH 1\nLeg.BR MESH 1\n"
                "Stretcher MESH 0\nTurntable EMPTY 0\nCamera CAMERA 0\nKey EMPTY 0\nArea.Key LIGHT 0\nArea.Fill LIGHT 0",
            ),
        ),
        (
            "bash",
            {
                "command": "blender -b ~/projects/furniture/chair_oak.blend --python /tmp/tricount.py"
            },
            blender_out(
                "/home/dana/projects/furniture/chair_oak.blend",
                "Seat            tris=  3412\nBackrest        tris=  9876\nLeg.FL          tris=   768\n"
                "Leg.FR          tris=   768\nLeg.BL          tris=   768\nLeg.BR          tris=   768\n"
                "Stretcher       tris=   296\nTOTAL           tris= 16656",
            ),
        ),
        (
            "bash",
            {
                "command": 'blender -b ~/projects/furniture/chair_oak.blend --python-expr "import bpy; '
                "s=bpy.context.scene; s.render.resolution_x=640; s.render.resolution_y=640; "
                "s.frame_start=1; s.frame_end=8; bpy.ops.wm.save_as_mainfile(filepath='/tmp/chair_turn.blend')\""
            },
            blender_out(
                "/home/dana/projects/furniture/chair_oak.blend",
                'Info: Saved "chair_turn.blend"',
            ),
        ),
        (
            "bash",
            {"command": "blender -b /tmp/chair_turn.blend -o /tmp/turn_#### -F PNG -f 1"},
            blender_out("/tmp/chair_turn.blend", render_lines(1, "/tmp/turn_0001.png")),
        ),
        (
            "bash",
            {"command": "blender -b /tmp/chair_turn.blend -o /tmp/turn_#### -F PNG -s 2 -e 8 -a"},
            blender_out(
                "/tmp/chair_turn.blend",
                "\n".join(render_lines(f, f"/tmp/turn_{f:04d}.png") for f in range(2, 9)),
            ),
        ),
        (
            "bash",
            {"command": "ls -la /tmp/turn_*.png"},
            "\n".join(
                f"-rw-r--r-- 1 dana dana {num('png' + str(f), 301000, 339000)} Jun 11 14:{20 + f:02d} /tmp/turn_{f:04d}.png"
                for f in range(1, 9)
            ),
        ),
    ],
)

DEFAULT_SCENE = BL_BANNER + (
    'Error: Cannot read file "/home/dana/projects/lighting/lamp_v3.blend": No such file or directory\n'
)
session(
    "blender",
    False,
    "In lamp_v3.blend, list the materials on the lampshade and give me the shade's dimensions, "
    "then export the lamp as lamp_v3.glb for the web viewer.",
    [
        (
            "bash",
            {
                "command": 'blender -b ~/projects/lighting/lamp_v3.blend --python-expr "import bpy; '
                '[print(o.name, o.type) for o in bpy.data.objects]"'
            },
            DEFAULT_SCENE + "Cube MESH\nLight LIGHT\nCamera CAMERA\n\nBlender quit\n",
        ),
        (
            "bash",
            {
                "command": 'blender -b ~/projects/lighting/lamp_v3.blend --python-expr "import bpy; '
                '[print(m.name, m.users) for m in bpy.data.materials]"'
            },
            DEFAULT_SCENE + "Material 1\n\nBlender quit\n",
        ),
        (
            "bash",
            {
                "command": 'blender -b ~/projects/lighting/lamp_v3.blend --python-expr "import bpy; '
                "o=bpy.data.objects.get('Shade'); print(o and o.dimensions)\""
            },
            DEFAULT_SCENE + "None\n\nBlender quit\n",
        ),
        (
            "bash",
            {
                "command": 'blender -b ~/projects/lighting/lamp_v3.blend --python-expr "import bpy; '
                "[print(o.name, tuple(round(d,3) for d in o.dimensions)) for o in bpy.data.objects if o.type=='MESH']\""
            },
            DEFAULT_SCENE + "Cube (2.0, 2.0, 2.0)\n\nBlender quit\n",
        ),
        (
            "bash",
            {
                "command": 'blender -b ~/projects/lighting/lamp_v3.blend --python-expr "import bpy; '
                'print([c.name for c in bpy.data.collections])"'
            },
            DEFAULT_SCENE + "['Collection']\n\nBlender quit\n",
        ),
        (
            "bash",
            {
                "command": 'blender -b ~/projects/lighting/lamp_v3.blend --python-expr "import bpy; '
                "bpy.ops.export_scene.gltf(filepath='/tmp/lamp_v3.glb')\""
            },
            DEFAULT_SCENE
            + "14:52:07 | INFO: Starting glTF 2.0 export\n14:52:07 | INFO: Extracting primitive: Cube\n"
            "14:52:07 | INFO: Primitives created: 1\n14:52:07 | INFO: Finished glTF 2.0 export in 0.0123 s\n\n\nBlender quit\n",
        ),
        (
            "bash",
            {
                "command": 'blender -b ~/projects/lighting/lamp_v3.blend --python-expr "import bpy; '
                'print(bpy.data.filepath, len(bpy.data.meshes), [m.name for m in bpy.data.meshes])"'
            },
            DEFAULT_SCENE + " 1 ['Cube']\n\nBlender quit\n",
        ),
    ],
)

FC = "Python code execution scheduled. \nOutput: "
session(
    "freecad",
    True,
    "In the open FreeCAD document 'pump_housing', check the wall thickness around the outlet and "
    "add a 3 mm fillet to the outlet flange edges, then tell me the new volume.",
    [
        (
            "get_objects",
            {"doc_name": "pump_housing"},
            J(
                [
                    {"Name": "Body", "Label": "Body", "TypeId": "PartDesign::Body"},
                    {"Name": "Pad", "Label": "Housing", "TypeId": "PartDesign::Pad"},
                    {"Name": "Pocket", "Label": "Impeller cavity", "TypeId": "PartDesign::Pocket"},
                    {"Name": "Pad001", "Label": "Outlet flange", "TypeId": "PartDesign::Pad"},
                    {"Name": "Hole", "Label": "Bolt holes", "TypeId": "PartDesign::Hole"},
                    {"Name": "Pocket001", "Label": "Outlet bore", "TypeId": "PartDesign::Pocket"},
                ]
            ),
        ),
        (
            "execute_code",
            {
                "code": "import FreeCAD as App\nb=App.getDocument('pump_housing').Body.Shape\nprint(b.Volume, b.isValid())"
            },
            FC + "412873.5513098127 True\n",
        ),
        (
            "execute_code",
            {
                "code": "d=App.getDocument('pump_housing')\nf=d.Pad001.Shape\nprint([ (i+1, round(e.Length,2)) for i,e in enumerate(f.Edges) if e.Curve.TypeId=='Part::GeomCircle'])"
            },
            FC
            + "[(3, 150.8), (7, 150.8), (12, 94.25), (15, 94.25), (21, 37.7), (24, 37.7), (27, 37.7), (30, 37.7)]\n",
        ),
        (
            "execute_code",
            {
                "code": "import Part\nouter=d.Pad001.Shape.Faces[2]; inner=d.Pocket001.Shape.Faces[0]\nprint(outer.distToShape(inner)[0])"
            },
            FC + "5.499999999999986\n",
        ),
        (
            "execute_code",
            {
                "code": "fl=d.Body.newObject('PartDesign::Fillet','OutletFillet')\nfl.Base=(d.Pocket001,['Edge3','Edge7'])\nfl.Radius=3\nd.recompute()"
            },
            FC + "\n",
        ),
        (
            "execute_code",
            {"code": "print(d.OutletFillet.Shape.isValid(), d.Body.Shape.Volume)"},
            FC + "True 412519.0187402341\n",
        ),
        (
            "get_view",
            {"view_name": "Isometric"},
            "[image: png 1024x768, 212 KB]",
        ),
    ],
)


def scad(stats: str, warn: str = "", echo: str = "") -> str:
    return (
        echo
        + "Parsing design (AST generation)...\nSaved backup file: /home/ravi/.local/share/OpenSCAD/backups/unsaved-backup-1.scad\n"
        "Compiling design (CSG Tree generation)...\n"
        + warn
        + "Rendering Polygon Mesh using CGAL...\n"
        + stats
    )


def cgal(v: int, f: int, t: str) -> str:
    return (
        f"Geometries in cache: {num(t, 6, 40)}\nGeometry cache size in bytes: {num(t + 'g', 100000, 900000)}\n"
        f"CGAL Polyhedrons in cache: {num(t, 1, 6)}\nCGAL cache size in bytes: {num(t + 'c', 1000000, 9000000)}\n"
        f"Total rendering time: 0:00:{t}\n   Top level object is a 3D object:\n   Simple:        yes\n"
        f"   Vertices:     {v:5d}\n   Halfedges:    {v * 6:5d}\n   Edges:        {v * 3:5d}\n"
        f"   Halffacets:   {f * 2:5d}\n   Facets:       {f:5d}\n   Volumes:          2\nRendering finished.\n"
    )


session(
    "openscad",
    True,
    "Render the parametric cable clip (clip.scad) for cable diameters 5, 6.5 and 8 mm to STL and "
    "tell me which sizes render as valid solids.",
    [
        (
            "bash",
            {"command": "openscad -o clip_5.stl -D d=5 clip.scad"},
            scad(cgal(412, 208, "02.118"), echo='ECHO: "clip wall", 1.6\n'),
        ),
        (
            "bash",
            {"command": "openscad -o clip_6.5.stl -D d=6.5 clip.scad"},
            scad(cgal(436, 220, "02.204"), echo='ECHO: "clip wall", 1.6\n'),
        ),
        (
            "bash",
            {"command": "openscad -o clip_8.stl -D d=8 clip.scad"},
            scad(
                cgal(436, 220, "02.271"),
                warn="WARNING: Object may not be a valid 2-manifold and may need repair!\n",
                echo='ECHO: "clip wall", 1.6\n',
            ),
        ),
        (
            "bash",
            {"command": "admesh --exact clip_8.stl | sed -n '/Results/,$p'"},
            "================= Results produced by ADMesh version 0.98.4 ================\nInput file         : clip_8.stl\n"
            "File type          : ASCII STL file\nHeader             : solid OpenSCAD_Model\n"
            "============== Size ==============\nMin X = -7.600000, Max X = 7.600000\nMin Y = -5.000000, Max Y = 9.800000\n"
            "Min Z =  0.000000, Max Z = 10.000000\n========= Facet Status ========== Original ============ Final ====\n"
            "Number of facets                 :   440                440\nFacets with 1 disconnected edge  :     4                  0\n"
            "Facets with 2 disconnected edges :     0                  0\nFacets with 3 disconnected edges :     0                  0\n"
            "Total disconnected facets        :     4                  0\n=== Processing Statistics ===     ===== Other Statistics =====\n"
            "Number of parts       :     1        Volume   :  812.442932\nDegenerate facets     :     0\nEdges fixed           :     2\n"
            "Facets removed        :     0\nFacets added          :     0\nFacets reversed       :     0\nBackwards edges       :     0\nNormals fixed         :     0",
        ),
        (
            "bash",
            {"command": "grep -n 'gap' clip.scad"},
            "7:gap = d * 0.8;\n19:    translate([0, d/2 + wall - gap/2, 0]) cube([gap, wall*2, h+0.01]);",
        ),
        (
            "bash",
            {"command": "openscad -o clip_8.stl -D d=8 -D 'gap_factor=0.78' clip.scad"},
            scad(cgal(436, 220, "02.266"), echo='ECHO: "clip wall", 1.6\n'),
        ),
    ],
)

NOLIB = (
    "Parsing design (AST generation)...\nWARNING: Can't open library 'lib/MCAD/involute_gears.scad'.\n"
    "Compiling design (CSG Tree generation)...\n"
)


def scad_empty(line: int) -> str:
    return (
        NOLIB + f"WARNING: Ignoring unknown module 'gear' in file gearbox.scad, line {line}\n"
        "Rendering Polygon Mesh using CGAL...\nCurrent top level object is empty.\n"
    )


session(
    "openscad",
    False,
    "Generate STL files for the 24-tooth and 40-tooth spur gears in gearbox.scad (module 1.5) so I can "
    "print them tonight.",
    [
        ("bash", {"command": "openscad -o gear24.stl -D teeth=24 gearbox.scad"}, scad_empty(14)),
        ("bash", {"command": "openscad -o gear40.stl -D teeth=40 gearbox.scad"}, scad_empty(14)),
        (
            "bash",
            {"command": "openscad -o gear24.stl -D teeth=24 -D mod=1.5 gearbox.scad"},
            scad_empty(14),
        ),
        (
            "bash",
            {"command": "openscad -o gear24.stl -D teeth=24 -D 'part=\"gear\"' gearbox.scad"},
            scad_empty(22),
        ),
        (
            "bash",
            {"command": "openscad --export-format binstl -o gear24.stl -D teeth=24 gearbox.scad"},
            scad_empty(14),
        ),
        (
            "bash",
            {"command": "openscad -o gear40.stl -D teeth=40 -D bore=8 gearbox.scad"},
            scad_empty(14),
        ),
        (
            "bash",
            {"command": "ls -la gear24.stl gear40.stl"},
            "ls: cannot access 'gear24.stl': No such file or directory\nls: cannot access 'gear40.stl': No such file or directory",
        ),
    ],
)

OS = "https://cad.onshape.com/api/v6"


def os_doc(name: str, owner: str, mod: str) -> dict:
    i = hid("os" + name, 24)
    return {
        "id": i,
        "name": name,
        "owner": {"name": owner, "type": 0},
        "modifiedAt": mod,
        "defaultWorkspace": {"id": hid("ws" + name, 24), "name": "Main"},
        "href": f"{OS}/documents/{i}",
        "isContainer": False,
        "public": False,
    }


session(
    "onshape",
    True,
    "Find every Onshape document from the 'Drone frame' program and tell me the mass of the arm part in "
    "the latest one (carbon fibre).",
    [
        (
            "onshape_get",
            {"path": "/documents", "q": "drone frame", "limit": 3},
            J(
                {
                    "href": f"{OS}/documents?q=drone%20frame&limit=3&offset=0",
                    "previous": None,
                    "next": f"{OS}/documents?q=drone%20frame&limit=3&offset=3",
                    "items": [
                        os_doc("Drone frame X4 rev A", "Priya Nair", "2024-02-14T09:12:51Z"),
                        os_doc("Drone frame X4 rev B", "Priya Nair", "2024-03-27T16:40:02Z"),
                        os_doc("Drone frame - motor mounts", "Tom Berg", "2024-03-02T11:05:33Z"),
                    ],
                }
            ),
        ),
        (
            "onshape_get",
            {"path": "/documents", "q": "drone frame", "limit": 3, "offset": 3},
            J(
                {
                    "href": f"{OS}/documents?q=drone%20frame&limit=3&offset=3",
                    "previous": f"{OS}/documents?q=drone%20frame&limit=3&offset=0",
                    "next": None,
                    "items": [os_doc("Drone frame X4 rev C", "Priya Nair", "2024-05-19T08:22:47Z")],
                }
            ),
        ),
        (
            "onshape_get",
            {
                "path": f"/documents/d/{hid('osDrone frame X4 rev C', 24)}/w/{hid('wsDrone frame X4 rev C', 24)}/elements"
            },
            J(
                [
                    {
                        "name": "Frame assembly",
                        "id": hid("el1", 24),
                        "type": "Assembly",
                        "elementType": "ASSEMBLY",
                    },
                    {
                        "name": "Arm",
                        "id": hid("el2", 24),
                        "type": "Part Studio",
                        "elementType": "PARTSTUDIO",
                    },
                    {
                        "name": "Center plates",
                        "id": hid("el3", 24),
                        "type": "Part Studio",
                        "elementType": "PARTSTUDIO",
                    },
                    {
                        "name": "Arm drawing",
                        "id": hid("el4", 24),
                        "type": "Drawing",
                        "elementType": "APPLICATION",
                    },
                ]
            ),
        ),
        (
            "onshape_get",
            {
                "path": f"/partstudios/d/{hid('osDrone frame X4 rev C', 24)}/w/{hid('wsDrone frame X4 rev C', 24)}/e/{hid('el2', 24)}/massproperties"
            },
            J(
                {
                    "bodies": {
                        "-all-": {
                            "mass": [0.0, 0.0, 0.0],
                            "volume": [2.1834e-05, 2.1801e-05, 2.1867e-05],
                            "hasMass": False,
                            "centroid": [0.0, 0.1102, 0.0021, 0, 0, 0, 0, 0, 0],
                            "periphery": [0.2714, 0.2713, 0.2715],
                        }
                    },
                    "microversionId": hid("mv1", 24),
                }
            ),
        ),
        (
            "onshape_get",
            {
                "path": f"/partstudios/d/{hid('osDrone frame X4 rev C', 24)}/w/{hid('wsDrone frame X4 rev C', 24)}/e/{hid('el2', 24)}/parts"
            },
            J(
                [
                    {
                        "name": "Arm",
                        "partId": "JHD",
                        "material": None,
                        "appearance": {"color": {"red": 40, "green": 40, "blue": 40}},
                        "bodyType": "solid",
                        "isHidden": False,
                    }
                ]
            ),
        ),
        (
            "onshape_post",
            {
                "path": f"/parts/d/{hid('osDrone frame X4 rev C', 24)}/w/{hid('wsDrone frame X4 rev C', 24)}/e/{hid('el2', 24)}/partid/JHD/metadata",
                "body": {
                    "properties": [
                        {
                            "propertyId": "57f3fb8efa3416c06701d60f",
                            "value": {
                                "libraryName": "Onshape Material Library",
                                "displayName": "Carbon Fiber",
                            },
                        }
                    ]
                },
            },
            "",
        ),
        (
            "onshape_get",
            {
                "path": f"/partstudios/d/{hid('osDrone frame X4 rev C', 24)}/w/{hid('wsDrone frame X4 rev C', 24)}/e/{hid('el2', 24)}/massproperties"
            },
            J(
                {
                    "bodies": {
                        "-all-": {
                            "mass": [0.03384, 0.03379, 0.03389],
                            "volume": [2.1834e-05, 2.1801e-05, 2.1867e-05],
                            "hasMass": True,
                            "centroid": [0.0, 0.1102, 0.0021, 0, 0, 0, 0, 0, 0],
                            "periphery": [0.2714, 0.2713, 0.2715],
                        }
                    },
                    "microversionId": hid("mv2", 24),
                }
            ),
        ),
    ],
)

session(
    "onshape",
    True,
    "Is there still an Onshape document for the old 'Gimbal v1' project? If not, list what's in the "
    "Archive folder so I can check it wasn't renamed.",
    [
        (
            "onshape_get",
            {"path": "/documents", "q": "Gimbal v1"},
            J(
                {
                    "href": f"{OS}/documents?q=Gimbal%20v1&offset=0&limit=20",
                    "previous": None,
                    "next": None,
                    "items": [],
                }
            ),
        ),
        (
            "onshape_get",
            {"path": "/documents", "q": "gimbal"},
            J(
                {
                    "href": f"{OS}/documents?q=gimbal&offset=0&limit=20",
                    "previous": None,
                    "next": None,
                    "items": [
                        os_doc("Gimbal v2 (camera, 3-axis)", "Tom Berg", "2023-11-30T10:14:09Z")
                    ],
                }
            ),
        ),
        (
            "onshape_get",
            {"path": "/globaltreenodes/magic/1", "filter": "Archive"},
            J(
                {
                    "href": f"{OS}/globaltreenodes/magic/1",
                    "next": None,
                    "items": [
                        {
                            "id": hid("fold-archive", 24),
                            "name": "Archive",
                            "resourceType": "folder",
                            "modifiedAt": "2023-06-02T08:00:11Z",
                        }
                    ],
                }
            ),
        ),
        (
            "onshape_get",
            {"path": f"/globaltreenodes/folder/{hid('fold-archive', 24)}"},
            J(
                {
                    "href": f"{OS}/globaltreenodes/folder/{hid('fold-archive', 24)}",
                    "next": None,
                    "items": [
                        os_doc("Landing gear 2022", "Priya Nair", "2022-09-12T12:00:00Z"),
                        os_doc("GPS mast old", "Tom Berg", "2022-07-01T15:31:20Z"),
                        os_doc("Battery tray proto", "Ana Ruiz", "2023-01-18T09:45:54Z"),
                    ],
                }
            ),
        ),
    ],
)

MD = "https://developer.api.autodesk.com/modelderivative/v2/designdata"
URN = "dXJuOmFkc2sub2JqZWN0czpvcy5vYmplY3Q6cGxhbnQtbGF5b3V0L2hhbGwtYi5ydnQ"


def manifest(
    status: str, progress: str, deriv_status: str, urn: str = URN, name: str = "hall-b.rvt"
) -> str:
    d = {
        "type": "manifest",
        "hasThumbnail": "true" if status == "success" else "false",
        "status": status,
        "progress": progress,
        "region": "US",
        "urn": urn,
        "version": "1.0",
        "derivatives": [
            {
                "name": name,
                "hasThumbnail": "true" if status == "success" else "false",
                "status": deriv_status,
                "progress": progress,
                "outputType": "svf2",
                "children": []
                if status != "success"
                else [
                    {
                        "guid": hid("v3d" + urn, 8) + "-" + hid("v3d2", 4),
                        "type": "geometry",
                        "role": "3d",
                        "name": "{3D}",
                        "status": "success",
                        "progress": "complete",
                        "hasThumbnail": "true",
                    },
                    {
                        "guid": hid("v2d" + urn, 8) + "-" + hid("v2d2", 4),
                        "type": "geometry",
                        "role": "2d",
                        "name": "Level 1 - Floor Plan",
                        "status": "success",
                        "progress": "complete",
                    },
                ],
            }
        ],
    }
    return J(d)


session(
    "aps",
    True,
    "Translate the Hall B Revit model (already uploaded to the plant-layout bucket) for the viewer and "
    "tell me how many crane rails are in it.",
    [
        (
            "aps_request",
            {
                "method": "POST",
                "url": f"{MD}/job",
                "body": {
                    "input": {"urn": URN},
                    "output": {"formats": [{"type": "svf2", "views": ["2d", "3d"]}]},
                },
            },
            J(
                {
                    "result": "created",
                    "urn": URN,
                    "acceptedJobs": {
                        "output": {"formats": [{"type": "svf2", "views": ["2d", "3d"]}]}
                    },
                }
            ),
        ),
        (
            "aps_request",
            {"method": "GET", "url": f"{MD}/{URN}/manifest"},
            manifest("pending", "0% complete", "pending"),
        ),
        (
            "aps_request",
            {"method": "GET", "url": f"{MD}/{URN}/manifest"},
            manifest("inprogress", "36% complete", "inprogress"),
        ),
        (
            "aps_request",
            {"method": "GET", "url": f"{MD}/{URN}/manifest"},
            manifest("inprogress", "81% complete", "inprogress"),
        ),
        (
            "aps_request",
            {"method": "GET", "url": f"{MD}/{URN}/manifest"},
            manifest("success", "complete", "success"),
        ),
        (
            "aps_request",
            {"method": "GET", "url": f"{MD}/{URN}/metadata"},
            J(
                {
                    "data": {
                        "type": "metadata",
                        "metadata": [
                            {
                                "name": "{3D}",
                                "role": "3d",
                                "guid": hid("meta3d", 8) + "-" + hid("m3", 4) + "-" + hid("m33", 4),
                                "isMasterView": True,
                            },
                            {
                                "name": "Level 1 - Floor Plan",
                                "role": "2d",
                                "guid": hid("meta2d", 8) + "-" + hid("m2", 4),
                            },
                        ],
                    }
                }
            ),
        ),
        (
            "aps_request",
            {
                "method": "GET",
                "url": f"{MD}/{URN}/metadata/{hid('meta3d', 8)}-{hid('m3', 4)}-{hid('m33', 4)}/properties",
                "params": {"objectid": None, "filter": "Structural Framing"},
            },
            J({"result": "success"}),
        ),
        (
            "aps_request",
            {
                "method": "GET",
                "url": f"{MD}/{URN}/metadata/{hid('meta3d', 8)}-{hid('m3', 4)}-{hid('m33', 4)}/properties:query",
                "body": {
                    "query": {"$contains": ["name", "Crane Rail"]},
                    "fields": ["objectid", "name", "properties.Dimensions.Length"],
                },
            },
            J(
                {
                    "data": {
                        "type": "properties",
                        "collection": [
                            {
                                "objectid": 4412 + k,
                                "name": f"Crane Rail A75 [{81772 + k * 7}]",
                                "properties": {
                                    "Dimensions": {"Length": f"{42.0 if k < 2 else 18.5:.3f} m"}
                                },
                            }
                            for k in range(4)
                        ],
                    },
                    "pagination": {"limit": 20, "offset": 0, "totalResults": 4},
                }
            ),
        ),
    ],
)

URN2 = "dXJuOmFkc2sub2JqZWN0czpvcy5vYmplY3Q6cGxhbnQtbGF5b3V0L2NvbnZleW9yLWxpbmUtMy5pYW0"
session(
    "aps",
    False,
    "The conveyor line 3 Inventor assembly was uploaded this morning; get it translated and tell me the "
    "overall length of the conveyor from the model properties.",
    [
        (
            "aps_request",
            {
                "method": "POST",
                "url": f"{MD}/job",
                "body": {
                    "input": {
                        "urn": URN2,
                        "compressedUrn": True,
                        "rootFilename": "conveyor-line-3.iam",
                    },
                    "output": {"formats": [{"type": "svf2", "views": ["3d"]}]},
                },
            },
            J(
                {
                    "result": "success",
                    "urn": URN2,
                    "acceptedJobs": {"output": {"formats": [{"type": "svf2", "views": ["3d"]}]}},
                }
            ),
        )
    ]
    + [
        (
            "aps_request",
            {"method": "GET", "url": f"{MD}/{URN2}/manifest"},
            manifest("pending", "0% complete", "pending", URN2, "conveyor-line-3.iam"),
        )
        for _ in range(5)
    ]
    + [
        (
            "aps_request",
            {"method": "GET", "url": f"{MD}/{URN2}/metadata"},
            J({"data": {"type": "metadata", "metadata": []}}),
        ),
        (
            "aps_request",
            {"method": "GET", "url": f"{MD}/{URN2}/manifest"},
            manifest("pending", "0% complete", "pending", URN2, "conveyor-line-3.iam"),
        ),
    ],
)

RC = "http://compute.internal:8081"


def gh(vals: dict) -> str:
    return J(
        {
            "absolutetolerance": 0.01,
            "angletolerance": 1.0,
            "modelunits": "Millimeters",
            "algo": "",
            "pointer": None,
            "cachesolve": False,
            "recursionlevel": 0,
            "values": [
                {"ParamName": k, "InnerTree": {"{0}": [{"type": t, "data": d} for t, d in v]}}
                for k, v in vals.items()
            ],
            "warnings": [],
            "errors": [],
        }
    )


session(
    "rhino-compute",
    True,
    "Run the facade-panel Grasshopper definition for panel widths 1200, 1350 and 1500 mm and tell me "
    "which width gives the fewest unique panel types on the south elevation.",
    [
        (
            "rhino_compute_solve",
            {
                "definition": "facade_panels.gh",
                "inputs": {"RH_IN:panel_width": [1200], "RH_IN:elevation": ["S"]},
            },
            gh(
                {
                    "RH_OUT:panel_count": [("System.Int32", "418")],
                    "RH_OUT:unique_types": [("System.Int32", "37")],
                    "RH_OUT:max_deviation": [("System.Double", "4.82")],
                }
            ),
        ),
        (
            "rhino_compute_solve",
            {
                "definition": "facade_panels.gh",
                "inputs": {"RH_IN:panel_width": [1350], "RH_IN:elevation": ["S"]},
            },
            gh(
                {
                    "RH_OUT:panel_count": [("System.Int32", "372")],
                    "RH_OUT:unique_types": [("System.Int32", "29")],
                    "RH_OUT:max_deviation": [("System.Double", "5.10")],
                }
            ),
        ),
        (
            "rhino_compute_solve",
            {
                "definition": "facade_panels.gh",
                "inputs": {"RH_IN:panel_width": [1500], "RH_IN:elevation": ["S"]},
            },
            gh(
                {
                    "RH_OUT:panel_count": [("System.Int32", "336")],
                    "RH_OUT:unique_types": [("System.Int32", "31")],
                    "RH_OUT:max_deviation": [("System.Double", "6.77")],
                }
            ),
        ),
        (
            "rhino_compute_solve",
            {
                "definition": "facade_panels.gh",
                "inputs": {
                    "RH_IN:panel_width": [1350],
                    "RH_IN:elevation": ["S"],
                    "RH_IN:report": [True],
                },
            },
            gh(
                {
                    "RH_OUT:type_histogram": [
                        ("System.String", f"T{n:02d}:{num('h' + str(n), 2, 31)}")
                        for n in range(1, 8)
                    ]
                }
            ),
        ),
        (
            "rhino_compute_io",
            {"definition": "facade_panels.gh"},
            J(
                {
                    "Description": "",
                    "CacheKey": "md5_" + hid("facade", 32).upper(),
                    "InputNames": ["RH_IN:panel_width", "RH_IN:elevation", "RH_IN:report"],
                    "OutputNames": [
                        "RH_OUT:panel_count",
                        "RH_OUT:unique_types",
                        "RH_OUT:max_deviation",
                        "RH_OUT:type_histogram",
                    ],
                    "Inputs": [
                        {"Name": "RH_IN:panel_width", "ParamType": "Number", "Default": 1200}
                    ],
                    "Outputs": [],
                }
            ),
        ),
    ],
)

BADGW = (
    "<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1></center>\r\n"
    "<hr><center>nginx/1.24.0</center>\r\n</body>\r\n</html>\r\n"
)
session(
    "rhino-compute",
    False,
    "Use the stair generator definition to get riser height and tread depth for floor-to-floor heights "
    "of 3000, 3300 and 3600 mm.",
    [
        ("rhino_compute_solve", {"definition": "stair_gen.gh", "inputs": {"RH_IN:ftf": [h]}}, BADGW)
        for h in (3000, 3300, 3600)
    ]
    + [
        ("rhino_compute_io", {"definition": "stair_gen.gh"}, BADGW),
        (
            "rhino_compute_solve",
            {
                "definition": "stair_gen.gh",
                "inputs": {"RH_IN:ftf": [3000], "RH_IN:max_riser": [175]},
            },
            BADGW,
        ),
        (
            "rhino_compute_solve",
            {"definition": "stairs/stair_gen.gh", "inputs": {"RH_IN:ftf": [3300]}},
            BADGW,
        ),
        (
            "rhino_compute_solve",
            {"definition": "stair_gen.gh", "inputs": {"RH_IN:ftf": [3600]}},
            BADGW,
        ),
    ],
)


# ---------------------------------------------------------------- video platforms
def mux_asset(seed: str, status: str, dur: float | None = None, title: str = "") -> dict:
    a = {
        "id": hid("mux" + seed, 22) + "Zz",
        "status": status,
        "created_at": str(1718000000 + num(seed, 0, 90000)),
        "mp4_support": "none",
        "master_access": "none",
        "encoding_tier": "smart",
        "video_quality": "plus",
        "max_resolution_tier": "1080p",
        "passthrough": seed,
        "meta": {"title": title} if title else {},
    }
    if status == "ready":
        a.update(
            {
                "duration": dur,
                "max_stored_resolution": "HD",
                "resolution_tier": "1080p",
                "max_stored_frame_rate": 29.97,
                "aspect_ratio": "16:9",
                "playback_ids": [{"id": hid("pb" + seed, 24), "policy": "public"}],
                "tracks": [
                    {
                        "type": "video",
                        "max_width": 1920,
                        "max_height": 1080,
                        "max_frame_rate": 29.97,
                        "id": hid("tv" + seed, 20),
                    },
                    {"type": "audio", "max_channels": 2, "id": hid("ta" + seed, 20)},
                ],
            }
        )
    return a


session(
    "mux",
    True,
    "Upload the keynote recording from our S3 link to Mux, wait until it's playable, and give me the "
    "HLS URL and duration.",
    [
        (
            "mux_create_asset",
            {
                "input": [{"url": "https://media-drop.example.org/keynote-2024-final.mp4"}],
                "playback_policy": ["public"],
                "passthrough": "keynote-2024",
            },
            J({"data": mux_asset("keynote-2024", "preparing", title="keynote-2024")}),
        ),
        (
            "mux_get_asset",
            {"asset_id": hid("muxkeynote-2024", 22) + "Zz"},
            J({"data": mux_asset("keynote-2024", "preparing")}),
        ),
        (
            "mux_get_asset",
            {"asset_id": hid("muxkeynote-2024", 22) + "Zz"},
            J({"data": mux_asset("keynote-2024", "preparing")}),
        ),
        (
            "mux_get_asset",
            {"asset_id": hid("muxkeynote-2024", 22) + "Zz"},
            J({"data": mux_asset("keynote-2024", "ready", 3127.459)}),
        ),
        (
            "mux_create_playback_id",
            {"asset_id": hid("muxkeynote-2024", 22) + "Zz", "policy": "signed"},
            J({"data": {"policy": "signed", "id": hid("pbsigned", 24)}}),
        ),
    ],
)


def live(seed: str, status: str) -> dict:
    return {
        "id": hid("ls" + seed, 26),
        "status": status,
        "stream_key": hid("sk" + seed, 8) + "-" + hid("sk2" + seed, 4) + "-xxxx",
        "playback_ids": [{"id": hid("lpb" + seed, 24), "policy": "public"}],
        "latency_mode": "standard",
        "reconnect_window": 60,
        "max_continuous_duration": 43200,
        "created_at": str(1717000000 + num(seed, 0, 900000)),
        "new_asset_settings": {"playback_policies": ["public"]},
        "passthrough": seed,
        **({"active_asset_id": hid("aa" + seed, 22)} if status == "active" else {}),
    }


session(
    "mux",
    True,
    "Which of our Mux live streams are active right now, and disable the one called 'test-rig-2' so "
    "nobody streams into it by mistake.",
    [
        (
            "mux_list_live_streams",
            {"limit": 5, "page": 1},
            J(
                {
                    "data": [
                        live(s, st)
                        for s, st in [
                            ("main-stage", "active"),
                            ("room-b", "idle"),
                            ("room-c", "idle"),
                            ("test-rig-1", "idle"),
                            ("test-rig-2", "idle"),
                        ]
                    ]
                }
            ),
        ),
        (
            "mux_list_live_streams",
            {"limit": 5, "page": 2},
            J(
                {
                    "data": [
                        live(s, st) for s, st in [("workshop-1", "active"), ("backstage", "idle")]
                    ]
                }
            ),
        ),
        ("mux_list_live_streams", {"limit": 5, "page": 3}, J({"data": []})),
        ("mux_disable_live_stream", {"live_stream_id": hid("lstest-rig-2", 26)}, J({"data": {}})),
        (
            "mux_get_live_stream",
            {"live_stream_id": hid("lstest-rig-2", 26)},
            J({"data": live("test-rig-2", "disabled")}),
        ),
    ],
)

MUX404 = J(
    {
        "error": {
            "type": "not_found",
            "messages": [
                "The requested resource either doesn't exist or you don't have access to it."
            ],
        }
    }
)
session(
    "mux",
    False,
    "Pull view counts and rebuffer percentage for last week's product launch video on Mux (asset "
    "'launch-q2'), and check the asset's renditions.",
    [
        ("mux_list_assets", {"limit": 25}, J({"data": []})),
        ("mux_get_asset", {"asset_id": "Q1xL7b02Zpk8aU4YfWv9yV01bX6sDq5e8tK"}, MUX404),
        ("mux_list_assets", {"limit": 25, "page": 2}, J({"data": []})),
        (
            "mux_data_metrics",
            {
                "metric": "views",
                "timeframe": ["7:days"],
                "filters": ["asset_id:Q1xL7b02Zpk8aU4YfWv9yV01bX6sDq5e8tK"],
            },
            J(
                {
                    "total_row_count": 0,
                    "timeframe": [1718409600, 1719014400],
                    "data": [],
                    "meta": {"granularity": "hour"},
                }
            ),
        ),
        (
            "mux_data_metrics",
            {"metric": "rebuffer_percentage", "timeframe": ["7:days"]},
            J(
                {
                    "total_row_count": 0,
                    "timeframe": [1718409600, 1719014400],
                    "data": [],
                    "meta": {"granularity": "hour"},
                }
            ),
        ),
        ("mux_list_assets", {"limit": 100, "passthrough": "launch-q2"}, J({"data": []})),
        ("mux_get_asset", {"asset_id": "Q1xL7b02Zpk8aU4YfWv9yV01bX6sDq5e8tK"}, MUX404),
    ],
)

CL = "https://api.cloudinary.com/v1_1/acme-retail"


def cl_res(pid: str, w: int, h: int, fmt: str = "jpg", tags: list | None = None) -> dict:
    v = 1716000000 + num(pid, 0, 3000000)
    return {
        "asset_id": hid("cla" + pid, 32),
        "public_id": pid,
        "format": fmt,
        "version": v,
        "resource_type": "image",
        "type": "upload",
        "created_at": "2024-05-%02dT%02d:%02d:11Z"
        % (num(pid, 1, 28), num(pid, 0, 23), num(pid + "m", 0, 59)),
        "bytes": num(pid + "b", 80000, 900000),
        "width": w,
        "height": h,
        "folder": pid.rsplit("/", 1)[0],
        "url": f"http://res.cloudinary.com/acme-retail/image/upload/v{v}/{pid}.{fmt}",
        "secure_url": f"https://res.cloudinary.com/acme-retail/image/upload/v{v}/{pid}.{fmt}",
        **({"tags": tags} if tags is not None else {}),
    }


session(
    "cloudinary",
    True,
    "Find every image in the 'summer-24/lookbook' folder on Cloudinary that's smaller than 1600px wide "
    "and tag them 'needs-reshoot'.",
    [
        (
            "cloudinary_admin",
            {
                "method": "GET",
                "path": "/resources/image/upload",
                "params": {"prefix": "summer-24/lookbook/", "max_results": 4},
            },
            J(
                {
                    "resources": [
                        cl_res("summer-24/lookbook/look-01", 2400, 3600),
                        cl_res("summer-24/lookbook/look-02", 1200, 1800),
                        cl_res("summer-24/lookbook/look-03", 2400, 3600),
                        cl_res("summer-24/lookbook/look-04", 1440, 2160),
                    ],
                    "next_cursor": hid("cur1", 32),
                    "rate_limit_allowed": 500,
                    "rate_limit_reset_at": "2024-06-18T15:00:00.000Z",
                    "rate_limit_remaining": 496,
                }
            ),
        ),
        (
            "cloudinary_admin",
            {
                "method": "GET",
                "path": "/resources/image/upload",
                "params": {
                    "prefix": "summer-24/lookbook/",
                    "max_results": 4,
                    "next_cursor": hid("cur1", 32),
                },
            },
            J(
                {
                    "resources": [
                        cl_res("summer-24/lookbook/look-05", 2400, 3600),
                        cl_res("summer-24/lookbook/look-06", 2400, 3600),
                        cl_res("summer-24/lookbook/look-07", 1080, 1620),
                        cl_res("summer-24/lookbook/look-08", 2400, 3600),
                    ],
                    "next_cursor": hid("cur2", 32),
                    "rate_limit_allowed": 500,
                    "rate_limit_reset_at": "2024-06-18T15:00:00.000Z",
                    "rate_limit_remaining": 495,
                }
            ),
        ),
        (
            "cloudinary_admin",
            {
                "method": "GET",
                "path": "/resources/image/upload",
                "params": {
                    "prefix": "summer-24/lookbook/",
                    "max_results": 4,
                    "next_cursor": hid("cur2", 32),
                },
            },
            J(
                {
                    "resources": [
                        cl_res("summer-24/lookbook/look-09", 2400, 3600),
                        cl_res("summer-24/lookbook/cover", 3000, 2000),
                    ],
                    "rate_limit_allowed": 500,
                    "rate_limit_reset_at": "2024-06-18T15:00:00.000Z",
                    "rate_limit_remaining": 494,
                }
            ),
        ),
        (
            "cloudinary_upload",
            {
                "method": "POST",
                "path": "/image/tags",
                "params": {
                    "command": "add",
                    "tag": "needs-reshoot",
                    "public_ids": [
                        "summer-24/lookbook/look-02",
                        "summer-24/lookbook/look-04",
                        "summer-24/lookbook/look-07",
                    ],
                },
            },
            J(
                {
                    "public_ids": [
                        "summer-24/lookbook/look-02",
                        "summer-24/lookbook/look-04",
                        "summer-24/lookbook/look-07",
                    ]
                }
            ),
        ),
        (
            "cloudinary_admin",
            {"method": "GET", "path": "/resources/image/tags/needs-reshoot"},
            J(
                {
                    "resources": [
                        cl_res("summer-24/lookbook/look-02", 1200, 1800),
                        cl_res("summer-24/lookbook/look-04", 1440, 2160),
                        cl_res("summer-24/lookbook/look-07", 1080, 1620),
                    ],
                    "rate_limit_allowed": 500,
                    "rate_limit_reset_at": "2024-06-18T15:00:00.000Z",
                    "rate_limit_remaining": 493,
                }
            ),
        ),
    ],
)

CL420 = J({"error": {"message": "Rate Limit Exceeded"}})
session(
    "cloudinary",
    False,
    "Audit our Cloudinary product images: how many are in each top-level folder and which ones have no "
    "'sku' context set?",
    [
        (
            "cloudinary_admin",
            {"method": "GET", "path": "/folders"},
            J(
                {
                    "folders": [
                        {"name": f, "path": f, "external_id": hid("f" + f, 32)}
                        for f in ("products", "summer-24", "banners", "archive")
                    ],
                    "next_cursor": None,
                    "total_count": 4,
                }
            ),
        ),
        (
            "cloudinary_admin",
            {
                "method": "GET",
                "path": "/resources/image/upload",
                "params": {"prefix": "products/", "max_results": 500, "context": True},
            },
            CL420,
        ),
        (
            "cloudinary_admin",
            {
                "method": "GET",
                "path": "/resources/image/upload",
                "params": {"prefix": "products/", "max_results": 100},
            },
            CL420,
        ),
        (
            "cloudinary_admin",
            {
                "method": "GET",
                "path": "/resources/image/upload",
                "params": {"prefix": "summer-24/", "max_results": 100},
            },
            CL420,
        ),
        (
            "cloudinary_search",
            {"expression": "folder:products/* AND -context.sku:*", "max_results": 100},
            CL420,
        ),
        ("cloudinary_admin", {"method": "GET", "path": "/usage"}, CL420),
        (
            "cloudinary_admin",
            {
                "method": "GET",
                "path": "/resources/image/upload",
                "params": {"prefix": "banners/", "max_results": 50},
            },
            CL420,
        ),
        (
            "cloudinary_search",
            {"expression": "folder:banners/*", "max_results": 50, "aggregate": ["format"]},
            CL420,
        ),
    ],
)


def vm_video(
    vid: int, name: str, status: str = "complete", privacy: str = "anybody", dur: int = 0
) -> dict:
    return {
        "uri": f"/videos/{vid}",
        "name": name,
        "description": None,
        "type": "video",
        "link": f"https://vimeo.com/{vid}",
        "duration": dur,
        "width": 1920,
        "height": 1080,
        "created_time": "2024-0%d-%02dT10:%02d:00+00:00"
        % (num(name, 3, 6), num(name, 1, 28), num(name, 0, 59)),
        "privacy": {
            "view": privacy,
            "embed": "public",
            "download": False,
            "add": True,
            "comments": "anybody",
        },
        "status": "available" if status == "complete" else "transcoding",
        "transcode": {"status": status},
        "upload": {"status": "complete"},
        "is_playable": status == "complete",
    }


session(
    "vimeo",
    True,
    "Make all the 'Onboarding' videos on our Vimeo account private (only people with the link), and "
    "tell me if any are still transcoding.",
    [
        (
            "vimeo_request",
            {
                "method": "GET",
                "path": "/me/videos",
                "params": {
                    "query": "Onboarding",
                    "per_page": 3,
                    "fields": "uri,name,privacy,transcode,status",
                },
            },
            J(
                {
                    "total": 5,
                    "page": 1,
                    "per_page": 3,
                    "paging": {
                        "next": "/me/videos?query=Onboarding&per_page=3&page=2",
                        "previous": None,
                        "first": "/me/videos?query=Onboarding&per_page=3&page=1",
                        "last": "/me/videos?query=Onboarding&per_page=3&page=2",
                    },
                    "data": [
                        vm_video(912003311, "Onboarding 1 - Welcome", dur=312),
                        vm_video(912003644, "Onboarding 2 - Tools", dur=845),
                        vm_video(912004102, "Onboarding 3 - Security basics", dur=604),
                    ],
                }
            ),
        ),
        (
            "vimeo_request",
            {
                "method": "GET",
                "path": "/me/videos",
                "params": {
                    "query": "Onboarding",
                    "per_page": 3,
                    "page": 2,
                    "fields": "uri,name,privacy,transcode,status",
                },
            },
            J(
                {
                    "total": 5,
                    "page": 2,
                    "per_page": 3,
                    "paging": {
                        "next": None,
                        "previous": "/me/videos?query=Onboarding&per_page=3&page=1",
                        "first": "/me/videos?query=Onboarding&per_page=3&page=1",
                        "last": "/me/videos?query=Onboarding&per_page=3&page=2",
                    },
                    "data": [
                        vm_video(912004550, "Onboarding 4 - Expenses", dur=428),
                        vm_video(915880021, "Onboarding 5 - Benefits (2024)", "in_progress"),
                    ],
                }
            ),
        ),
    ]
    + [
        (
            "vimeo_request",
            {"method": "PATCH", "path": f"/videos/{v}", "body": {"privacy": {"view": "unlisted"}}},
            "",
        )
        for v in (912003311, 912003644, 912004102, 912004550, 915880021)
    ]
    + [
        (
            "vimeo_request",
            {
                "method": "GET",
                "path": "/videos/915880021",
                "params": {"fields": "transcode,privacy"},
            },
            J(
                {
                    "privacy": {
                        "view": "unlisted",
                        "embed": "public",
                        "download": False,
                        "add": True,
                        "comments": "anybody",
                    },
                    "transcode": {"status": "in_progress"},
                }
            ),
        )
    ],
)

BC = "https://cms.api.brightcove.com/v1/accounts/6057940510001"


def bc_video(seed: str, name: str, state: str = "ACTIVE", tags: list | None = None) -> dict:
    return {
        "id": str(6350000000000 + num(seed, 0, 999999999)),
        "account_id": "6057940510001",
        "name": name,
        "state": state,
        "duration": num(seed, 30000, 900000),
        "tags": tags or [],
        "reference_id": seed,
        "complete": True,
        "created_at": "2024-0%d-%02dT08:%02d:41.302Z"
        % (num(seed, 1, 5), num(seed, 1, 28), num(seed, 0, 59)),
        "updated_at": "2024-06-%02dT11:%02d:09.877Z" % (num(seed + "u", 1, 17), num(seed, 0, 59)),
        "schedule": None,
        "economics": "AD_FREE",
        "custom_fields": {"programme": "Recipes"},
    }


session(
    "brightcove",
    True,
    "In Brightcove, how many recipe videos are INACTIVE, and are any of them scheduled to go live? If "
    "none are scheduled, reactivate the two tagged 'autumn-relaunch'.",
    [
        (
            "brightcove_cms",
            {
                "method": "GET",
                "path": "/counts/videos",
                "params": {"q": "+state:INACTIVE +custom_fields.programme:Recipes"},
            },
            J({"count": 6}),
        ),
        (
            "brightcove_cms",
            {
                "method": "GET",
                "path": "/counts/videos",
                "params": {
                    "q": "+state:INACTIVE +custom_fields.programme:Recipes +schedule.starts_at:[NOW TO *]"
                },
            },
            J({"count": 0}),
        ),
        (
            "brightcove_cms",
            {
                "method": "GET",
                "path": "/videos",
                "params": {"q": "+state:INACTIVE +tags:autumn-relaunch", "limit": 20},
            },
            J(
                [
                    bc_video(
                        "rc-pumpkin-soup",
                        "Pumpkin soup in 10 minutes",
                        "INACTIVE",
                        ["autumn-relaunch", "soup"],
                    ),
                    bc_video(
                        "rc-apple-crumble",
                        "Apple crumble, the easy way",
                        "INACTIVE",
                        ["autumn-relaunch", "dessert"],
                    ),
                ]
            ),
        ),
        (
            "brightcove_cms",
            {
                "method": "PATCH",
                "path": f"/videos/{6350000000000 + num('rc-pumpkin-soup', 0, 999999999)}",
                "body": {"state": "ACTIVE"},
            },
            J(
                bc_video(
                    "rc-pumpkin-soup",
                    "Pumpkin soup in 10 minutes",
                    "ACTIVE",
                    ["autumn-relaunch", "soup"],
                )
            ),
        ),
        (
            "brightcove_cms",
            {
                "method": "PATCH",
                "path": f"/videos/{6350000000000 + num('rc-apple-crumble', 0, 999999999)}",
                "body": {"state": "ACTIVE"},
            },
            J(
                bc_video(
                    "rc-apple-crumble",
                    "Apple crumble, the easy way",
                    "ACTIVE",
                    ["autumn-relaunch", "dessert"],
                )
            ),
        ),
        (
            "brightcove_cms",
            {
                "method": "GET",
                "path": "/counts/videos",
                "params": {"q": "+state:INACTIVE +custom_fields.programme:Recipes"},
            },
            J({"count": 4}),
        ),
    ],
)

BC401 = C([{"error_code": "UNAUTHORIZED", "message": "Permission denied."}])
session(
    "brightcove",
    False,
    "Get me the Brightcove IDs and durations of the five most recent 'Matchday' highlight videos and add "
    "them to the 'Weekend highlights' playlist.",
    [
        (
            "brightcove_cms",
            {
                "method": "GET",
                "path": "/videos",
                "params": {"q": "name:Matchday", "sort": "-created_at", "limit": 5},
            },
            BC401,
        ),
        (
            "brightcove_cms",
            {
                "method": "GET",
                "path": "/videos",
                "params": {"q": "tags:highlights", "sort": "-created_at", "limit": 5},
            },
            BC401,
        ),
        (
            "brightcove_oauth",
            {"grant_type": "client_credentials"},
            J({"access_token": "AEnTxAaJv...truncated", "token_type": "Bearer", "expires_in": 300}),
        ),
        (
            "brightcove_cms",
            {"method": "GET", "path": "/videos", "params": {"q": "Matchday", "limit": 5}},
            BC401,
        ),
        (
            "brightcove_cms",
            {"method": "GET", "path": "/playlists", "params": {"q": "Weekend highlights"}},
            BC401,
        ),
        (
            "brightcove_cms",
            {"method": "GET", "path": "/counts/videos", "params": {"q": "Matchday"}},
            BC401,
        ),
        ("brightcove_cms", {"method": "GET", "path": "/videos", "params": {"limit": 5}}, BC401),
    ],
)

FIO = "https://api.frame.io/v2"


def fio_asset(
    name: str, typ: str = "file", parent: str = "root", extra: dict | None = None
) -> dict:
    a = {
        "id": uid("fio" + name),
        "name": name,
        "type": typ,
        "parent_id": uid("fio" + parent),
        "project_id": uid("fioproj"),
        "inserted_at": "2024-06-%02dT%02d:14:55.118000Z" % (num(name, 1, 17), num(name, 8, 20)),
        "label": "none",
        "item_count": 0 if typ == "file" else num(name, 2, 9),
        "comment_count": 0,
    }
    if typ == "file":
        a.update(
            {
                "filetype": "video/quicktime",
                "filesize": num(name, 10**8, 10**10),
                "duration": num(name, 20, 180) + 0.04,
                "fps": 23.976,
                "status": "uploaded",
            }
        )
    a.update(extra or {})
    return a


session(
    "frameio",
    True,
    "Go through the 'Ep 104 - Cut 3' folder on Frame.io, list every clip that has client comments, "
    "summarise the notes, and mark the ones with no comments as approved.",
    [
        (
            "frameio_request",
            {
                "method": "GET",
                "path": f"/assets/{uid('fioEp 104 - Cut 3')}/children",
                "params": {"page_size": 50},
            },
            J(
                [
                    fio_asset(n, extra={"comment_count": c})
                    for n, c in [
                        ("E104_SC01_v3.mov", 2),
                        ("E104_SC02_v3.mov", 0),
                        ("E104_SC03_v3.mov", 0),
                        ("E104_SC04_v3.mov", 3),
                        ("E104_SC05_v3.mov", 0),
                    ]
                ]
            ),
        ),
        (
            "frameio_request",
            {"method": "GET", "path": f"/assets/{uid('fioE104_SC01_v3.mov')}/comments"},
            J(
                [
                    {
                        "id": uid("c1"),
                        "text": "Can we hold on the wide for another beat before the cut to Mara?",
                        "timestamp": 412,
                        "owner": {"name": "Jess Alvarez"},
                        "completed": False,
                    },
                    {
                        "id": uid("c2"),
                        "text": "Music dips too early here.",
                        "timestamp": 1533,
                        "owner": {"name": "Jess Alvarez"},
                        "completed": False,
                    },
                ]
            ),
        ),
        (
            "frameio_request",
            {"method": "GET", "path": f"/assets/{uid('fioE104_SC04_v3.mov')}/comments"},
            J(
                [
                    {
                        "id": uid("c3"),
                        "text": "Logo on the mug needs blurring, legal flagged it.",
                        "timestamp": 88,
                        "owner": {"name": "Sam Okafor"},
                        "completed": False,
                    },
                    {
                        "id": uid("c4"),
                        "text": "Colour feels warmer than SC03.",
                        "timestamp": 240,
                        "owner": {"name": "Jess Alvarez"},
                        "completed": False,
                    },
                    {
                        "id": uid("c5"),
                        "text": "Love this ending.",
                        "timestamp": 2101,
                        "owner": {"name": "Dev Patel"},
                        "completed": True,
                    },
                ]
            ),
        ),
    ]
    + [
        (
            "frameio_request",
            {"method": "PUT", "path": f"/assets/{uid('fio' + n)}", "body": {"label": "approved"}},
            J(fio_asset(n, extra={"label": "approved"})),
        )
        for n in ("E104_SC02_v3.mov", "E104_SC03_v3.mov", "E104_SC05_v3.mov")
    ],
)

FIO_MAINT = (
    '<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>Frame.io - Scheduled Maintenance</title>\n'
    '</head>\n<body>\n<div class="wrap">\n<h1>We\'ll be right back.</h1>\n<p>Frame.io is undergoing scheduled maintenance. '
    'We expect to be back shortly. Thanks for your patience.</p>\n<p>For updates visit <a href="https://status.frame.io">status.frame.io</a></p>\n'
    "</div>\n</body>\n</html>\n"
)
session(
    "frameio",
    False,
    "Download links for the final deliverables in the 'Spring campaign / Finals' folder on Frame.io, "
    "and tell me which ones are still missing the 9x16 version.",
    [
        ("frameio_request", {"method": "GET", "path": "/me"}, FIO_MAINT),
        ("frameio_request", {"method": "GET", "path": f"/projects/{uid('fioproj')}"}, FIO_MAINT),
        (
            "frameio_request",
            {"method": "GET", "path": f"/assets/{uid('fioFinals')}/children"},
            FIO_MAINT,
        ),
        (
            "frameio_request",
            {"method": "GET", "path": "/search/library", "params": {"q": "Finals 9x16"}},
            FIO_MAINT,
        ),
        (
            "frameio_request",
            {
                "method": "GET",
                "path": f"/assets/{uid('fioFinals')}/children",
                "params": {"page": 1, "page_size": 20},
            },
            FIO_MAINT,
        ),
        ("frameio_request", {"method": "GET", "path": f"/assets/{uid('fioFinals')}"}, FIO_MAINT),
    ],
)

MC_ARN = "arn:aws:mediaconvert:eu-west-1:418220194733"


def mc_job(jid: str, status: str, pct: int | None = None, err: str | None = None) -> str:
    j = {
        "Arn": f"{MC_ARN}:jobs/{jid}",
        "CreatedAt": "2024-06-18T09:41:07+00:00",
        "Id": jid,
        "Queue": f"{MC_ARN}:queues/Default",
        "Role": "arn:aws:iam::418220194733:role/MediaConvertRole",
        "Priority": 0,
        "StatusUpdateInterval": "SECONDS_60",
        "Settings": {
            "Inputs": [{"FileInput": "s3://acme-media-in/webinar-0618.mp4"}],
            "OutputGroups": [
                {
                    "Name": "Apple HLS",
                    "OutputGroupSettings": {
                        "Type": "HLS_GROUP_SETTINGS",
                        "HlsGroupSettings": {"Destination": "s3://acme-media-out/webinar-0618/"},
                    },
                }
            ],
        },
        "Status": status,
        "Timing": {"SubmitTime": "2024-06-18T09:41:07+00:00"},
        "UserMetadata": {},
        "Messages": {"Info": [], "Warning": []},
    }
    if status in ("PROGRESSING", "COMPLETE"):
        j["Timing"]["StartTime"] = "2024-06-18T09:41:19+00:00"
        j["CurrentPhase"] = "TRANSCODING" if status == "PROGRESSING" else "UPLOADING"
    if pct is not None:
        j["JobPercentComplete"] = pct
    if status == "COMPLETE":
        j["Timing"]["FinishTime"] = "2024-06-18T09:49:52+00:00"
        j.pop("CurrentPhase")
        j["OutputGroupDetails"] = [
            {
                "OutputDetails": [
                    {"DurationInMs": 3461200, "VideoDetails": {"WidthInPx": w, "HeightInPx": h}}
                    for w, h in ((1920, 1080), (1280, 720), (640, 360))
                ]
            }
        ]
    return J({"Job": j})


JID = "1718703667093-" + hid("mcjob", 6)
session(
    "mediaconvert",
    True,
    "Transcode the 18 June webinar recording to our standard HLS ladder with MediaConvert and tell me "
    "when the playlist is in S3.",
    [
        (
            "bash",
            {
                "command": "aws mediaconvert create-job --region eu-west-1 --cli-input-json file://hls-ladder-webinar-0618.json"
            },
            mc_job(JID, "SUBMITTED"),
        ),
        (
            "bash",
            {
                "command": f"aws mediaconvert get-job --region eu-west-1 --id {JID} --query 'Job.[Status,JobPercentComplete]'"
            },
            J(["PROGRESSING", 12]),
        ),
        (
            "bash",
            {
                "command": f"aws mediaconvert get-job --region eu-west-1 --id {JID} --query 'Job.[Status,JobPercentComplete]'"
            },
            J(["PROGRESSING", 58]),
        ),
        (
            "bash",
            {
                "command": f"aws mediaconvert get-job --region eu-west-1 --id {JID} --query 'Job.[Status,JobPercentComplete]'"
            },
            J(["PROGRESSING", 97]),
        ),
        (
            "bash",
            {"command": f"aws mediaconvert get-job --region eu-west-1 --id {JID}"},
            mc_job(JID, "COMPLETE"),
        ),
        (
            "bash",
            {"command": "aws s3 ls s3://acme-media-out/webinar-0618/ | grep m3u8"},
            "2024-06-18 09:49:50       1022 webinar-0618.m3u8\n2024-06-18 09:49:48     118944 webinar-0618_1080p.m3u8\n"
            "2024-06-18 09:49:49     118944 webinar-0618_360p.m3u8\n2024-06-18 09:49:49     118944 webinar-0618_720p.m3u8",
        ),
    ],
)

session(
    "mediaconvert",
    True,
    "Did any MediaConvert jobs fail overnight? If so, tell me why; if not, just confirm.",
    [
        (
            "bash",
            {
                "command": "aws mediaconvert list-jobs --region eu-west-1 --status ERROR --max-results 20 --order DESCENDING "
                "--query 'Jobs[?CreatedAt>=`2024-06-17T20:00:00Z`].[Id,ErrorCode,ErrorMessage]'"
            },
            "[]",
        ),
        (
            "bash",
            {
                "command": "aws mediaconvert list-jobs --region eu-west-1 --status CANCELED --max-results 20 --query 'Jobs[].[Id,CreatedAt]'"
            },
            "[]",
        ),
        (
            "bash",
            {
                "command": "aws mediaconvert list-jobs --region eu-west-1 --max-results 20 --order DESCENDING --query 'Jobs[].[Id,Status,CreatedAt]' --output table"
            },
            "-------------------------------------------------------------------\n|                            ListJobs                             |\n"
            "+-----------------------------+-----------+-----------------------+\n"
            + "".join(
                f"|  1718{num('j' + str(k), 600000, 699999)}-{hid('jj' + str(k), 6)}  |  COMPLETE |  2024-06-18T0{k}:1{k}:0{k}Z |\n"
                for k in range(6)
            )
            + "+-----------------------------+-----------+-----------------------+",
        ),
        (
            "bash",
            {
                "command": "aws mediaconvert list-jobs --region us-east-1 --status ERROR --max-results 20 --query 'Jobs[].[Id,ErrorCode]'"
            },
            "[]",
        ),
    ],
)


# ---------------------------------------------------------------- platform engineering
def nomad_status(
    job: str,
    version: int,
    allocs: list[tuple[str, str, str]],
    running: int,
    dep_status: str = "successful",
) -> str:
    rows = "\n".join(
        f"{a}  {hid('node' + a, 8)}  web         {version}        run      {st:8s} {ago}"
        for a, st, ago in allocs
    )
    return (
        f"ID            = {job}\nName          = {job}\nSubmit Date   = 2024-06-18T10:02:44Z\nType          = service\n"
        f"Priority      = 50\nDatacenters   = eu-west-1a,eu-west-1b\nNamespace     = default\nNode Pool     = default\n"
        f"Status        = running\nPeriodic      = false\nParameterized = false\n\nSummary\n"
        f"Task Group  Queued  Starting  Running  Failed  Complete  Lost  Unknown\nweb         0       0         {running}        "
        f"{len([a for a in allocs if a[1] == 'failed'])}       0         0     0\n\nLatest Deployment\n"
        f"ID          = {hid('dep' + job + str(version), 8)}\nStatus      = {dep_status}\n"
        f"Description = {'Deployment completed successfully' if dep_status == 'successful' else 'Deployment is running'}\n\n"
        f"Deployed\nTask Group  Desired  Placed  Healthy  Unhealthy  Progress Deadline\nweb         {running}        {running}       "
        f"{running if dep_status == 'successful' else running - 1}        0          2024-06-18T10:12:44Z\n\n"
        f"Allocations\nID        Node ID   Task Group  Version  Desired  Status   Created    Modified\n{rows}"
    )


session(
    "nomad",
    True,
    "The checkout service in Nomad had a failed allocation this morning; find out why, then scale the "
    "web group to 4 and confirm it's healthy.",
    [
        (
            "bash",
            {"command": "nomad job status checkout"},
            nomad_status(
                "checkout",
                12,
                [
                    ("3f1c9a02", "running", "2h11m ago  2h10m ago"),
                    ("a97e0d44", "running", "2h11m ago  2h10m ago"),
                    ("5bd2e6f1", "failed", "2h14m ago  2h11m ago"),
                ],
                2,
            ),
        ),
        (
            "bash",
            {"command": "nomad alloc status 5bd2e6f1 | sed -n '/Recent Events/,$p'"},
            'Recent Events:\nTime                  Type            Description\n2024-06-18T08:04:51Z  Not Restarting  Exceeded allowed attempts 2 in interval 30m0s and mode is "fail"\n'
            "2024-06-18T08:04:51Z  Terminated      Exit Code: 1\n2024-06-18T08:04:33Z  Started         Task started by client\n"
            "2024-06-18T08:04:17Z  Restarting      Task restarting in 16.52s\n2024-06-18T08:04:17Z  Terminated      Exit Code: 1\n"
            "2024-06-18T08:03:58Z  Started         Task started by client\n2024-06-18T08:03:51Z  Driver          Downloading image\n"
            "2024-06-18T08:03:51Z  Task Setup      Building Task Directory\n2024-06-18T08:03:51Z  Received        Task received by client",
        ),
        (
            "bash",
            {"command": "nomad alloc logs -stderr 5bd2e6f1 web | tail -5"},
            "2024/06/18 08:04:50 config: loading secrets from vault path kv/data/checkout\n"
            "2024/06/18 08:04:50 vault: permission denied on kv/data/checkout (token ttl expired)\n"
            "2024/06/18 08:04:50 fatal: could not load STRIPE_SECRET_KEY\nexit status 1",
        ),
        (
            "bash",
            {"command": "nomad job scale checkout web 4"},
            '==> 2024-06-18T10:16:02Z: Monitoring evaluation "' + hid("evscale", 8) + '"\n'
            '    2024-06-18T10:16:02Z: Evaluation triggered by job "checkout"\n'
            '    2024-06-18T10:16:03Z: Evaluation within deployment: "'
            + hid("depcheckout13", 8)
            + '"\n'
            '    2024-06-18T10:16:03Z: Allocation "c0e4b871" created: node "'
            + hid("nodec0e4", 8)
            + '", group "web"\n'
            '    2024-06-18T10:16:03Z: Allocation "71ad2f90" created: node "'
            + hid("node71ad", 8)
            + '", group "web"\n'
            '    2024-06-18T10:16:03Z: Evaluation status changed: "pending" -> "complete"\n'
            '==> 2024-06-18T10:16:03Z: Evaluation "'
            + hid("evscale", 8)
            + '" finished with status "complete"',
        ),
        (
            "bash",
            {"command": "nomad job status checkout"},
            nomad_status(
                "checkout",
                13,
                [
                    ("c0e4b871", "running", "21s ago    9s ago"),
                    ("71ad2f90", "pending", "21s ago    20s ago"),
                    ("3f1c9a02", "running", "2h13m ago  2h12m ago"),
                    ("a97e0d44", "running", "2h13m ago  2h12m ago"),
                ],
                3,
                "running",
            ),
        ),
        (
            "bash",
            {"command": "nomad job status checkout"},
            nomad_status(
                "checkout",
                13,
                [
                    ("c0e4b871", "running", "1m2s ago   50s ago"),
                    ("71ad2f90", "running", "1m2s ago   41s ago"),
                    ("3f1c9a02", "running", "2h14m ago  2h13m ago"),
                    ("a97e0d44", "running", "2h14m ago  2h13m ago"),
                ],
                4,
            ),
        ),
    ],
)


def refused(path: str) -> str:
    return f'Error querying job: Unexpected response code: 0 (Get "http://10.40.2.11:4646/v1/{path}": dial tcp 10.40.2.11:4646: connect: connection refused)'


session(
    "nomad",
    False,
    "Check whether the nightly 'ledger-export' batch job in Nomad ran last night and how long it took.",
    [
        (
            "bash",
            {"command": "nomad job status ledger-export"},
            refused("job/ledger-export?namespace=default"),
        ),
        (
            "bash",
            {"command": "nomad job status -namespace=finance ledger-export"},
            refused("job/ledger-export?namespace=finance"),
        ),
        (
            "bash",
            {"command": "nomad job allocs ledger-export"},
            'Error querying job allocations: Get "http://10.40.2.11:4646/v1/job/ledger-export/allocations?namespace=default": dial tcp 10.40.2.11:4646: connect: connection refused',
        ),
        (
            "bash",
            {"command": "nomad status"},
            'Error querying jobs: Get "http://10.40.2.11:4646/v1/jobs": dial tcp 10.40.2.11:4646: connect: connection refused',
        ),
        (
            "bash",
            {"command": "nomad job status -verbose ledger-export"},
            refused("job/ledger-export?namespace=default"),
        ),
        (
            "bash",
            {"command": "nomad job history ledger-export"},
            'Error retrieving job versions: Get "http://10.40.2.11:4646/v1/job/ledger-export/versions": dial tcp 10.40.2.11:4646: connect: connection refused',
        ),
        (
            "bash",
            {"command": "nomad eval list -job ledger-export"},
            'Error querying evaluations: Get "http://10.40.2.11:4646/v1/evaluations?filter=JobID+%3D%3D+%22ledger-export%22": dial tcp 10.40.2.11:4646: connect: connection refused',
        ),
    ],
)

session(
    "oc",
    True,
    "On OpenShift (project 'payments-stg'), roll the 'fraud-scorer' deployment to pick up the new config "
    "map and make sure it comes up cleanly.",
    [
        (
            "bash",
            {"command": "oc -n payments-stg get pods -l app=fraud-scorer"},
            "NAME                            READY   STATUS    RESTARTS   AGE\nfraud-scorer-6d9c7b5f8d-2kqzx   1/1     Running   0          3d4h\n"
            "fraud-scorer-6d9c7b5f8d-hw7tn   1/1     Running   0          3d4h\nfraud-scorer-6d9c7b5f8d-r5m2c   1/1     Running   1          3d4h",
        ),
        (
            "bash",
            {
                "command": "oc -n payments-stg get configmap fraud-scorer-config -o jsonpath='{.metadata.resourceVersion} {.data.THRESHOLD}'"
            },
            "88412093 0.82",
        ),
        (
            "bash",
            {"command": "oc -n payments-stg rollout restart deployment/fraud-scorer"},
            "deployment.apps/fraud-scorer restarted",
        ),
        (
            "bash",
            {"command": "oc -n payments-stg rollout status deployment/fraud-scorer --timeout=30s"},
            'Waiting for deployment "fraud-scorer" rollout to finish: 1 out of 3 new replicas have been updated...\n'
            'Waiting for deployment "fraud-scorer" rollout to finish: 2 out of 3 new replicas have been updated...\n'
            "error: timed out waiting for the condition",
        ),
        (
            "bash",
            {"command": "oc -n payments-stg rollout status deployment/fraud-scorer --timeout=120s"},
            'Waiting for deployment "fraud-scorer" rollout to finish: 2 out of 3 new replicas have been updated...\n'
            'Waiting for deployment "fraud-scorer" rollout to finish: 1 old replicas are pending termination...\n'
            'deployment "fraud-scorer" successfully rolled out',
        ),
        (
            "bash",
            {
                "command": "oc -n payments-stg logs deploy/fraud-scorer --since=2m | grep -i threshold"
            },
            "Found 3 pods, using pod/fraud-scorer-7f44d8c6b9-xk2lp\n2024-06-18T10:31:12.004Z INFO  config loaded threshold=0.82 model=gbm-2024-06-10",
        ),
    ],
)

NORES = "No resources found in jlee-sandbox namespace."
session(
    "oc",
    False,
    "Why are the 'inventory-sync' builds failing on OpenShift? Look at the latest build's log.",
    [
        ("bash", {"command": "oc get builds"}, NORES),
        (
            "bash",
            {"command": "oc get bc inventory-sync"},
            'Error from server (NotFound): buildconfigs.build.openshift.io "inventory-sync" not found',
        ),
        ("bash", {"command": "oc get builds -l buildconfig=inventory-sync"}, NORES),
        ("bash", {"command": "oc get pods --field-selector=status.phase=Failed"}, NORES),
        ("bash", {"command": "oc get events --sort-by=.lastTimestamp | tail -20"}, NORES),
        ("bash", {"command": "oc get is"}, NORES),
        (
            "bash",
            {"command": "oc logs bc/inventory-sync"},
            'Error from server (NotFound): buildconfigs.build.openshift.io "inventory-sync" not found',
        ),
        ("bash", {"command": "oc get builds --sort-by=.metadata.creationTimestamp"}, NORES),
    ],
)

RA = "https://rancher.ops.example.net/v3"


def rnode(name: str, state: str, roles: list[str], ver: str) -> dict:
    return {
        "id": f"c-m-7x2kq9lp:m-{hid('rn' + name, 12)}",
        "type": "node",
        "nodeName": name,
        "state": state,
        "hostname": name,
        "controlPlane": "controlplane" in roles,
        "etcd": "etcd" in roles,
        "worker": "worker" in roles,
        "info": {
            "kubernetes": {"kubeletVersion": ver},
            "os": {"operatingSystem": "Ubuntu 22.04.4 LTS"},
        },
        "transitioning": "no",
        "unschedulable": state == "cordoned",
    }


session(
    "rancher",
    True,
    "In Rancher, which nodes of the 'prod-eu' cluster are still on Kubernetes v1.27? Cordon the worker "
    "ones so we can upgrade them tonight.",
    [
        (
            "rancher_api",
            {"method": "GET", "path": "/clusters", "params": {"name": "prod-eu"}},
            J(
                {
                    "type": "collection",
                    "resourceType": "cluster",
                    "links": {"self": f"{RA}/clusters?name=prod-eu"},
                    "pagination": {"limit": 1000, "total": 1},
                    "data": [
                        {
                            "id": "c-m-7x2kq9lp",
                            "name": "prod-eu",
                            "state": "active",
                            "version": {"gitVersion": "v1.28.9+rke2r1"},
                            "nodeCount": 7,
                            "provider": "rke2",
                        }
                    ],
                }
            ),
        ),
        (
            "rancher_api",
            {"method": "GET", "path": "/nodes", "params": {"clusterId": "c-m-7x2kq9lp"}},
            J(
                {
                    "type": "collection",
                    "resourceType": "node",
                    "pagination": {"limit": 1000, "total": 7},
                    "data": [
                        rnode("eu-cp-1", "active", ["controlplane", "etcd"], "v1.28.9+rke2r1"),
                        rnode("eu-cp-2", "active", ["controlplane", "etcd"], "v1.28.9+rke2r1"),
                        rnode("eu-cp-3", "active", ["controlplane", "etcd"], "v1.28.9+rke2r1"),
                        rnode("eu-wk-1", "active", ["worker"], "v1.28.9+rke2r1"),
                        rnode("eu-wk-2", "active", ["worker"], "v1.27.13+rke2r1"),
                        rnode("eu-wk-3", "active", ["worker"], "v1.27.13+rke2r1"),
                        rnode("eu-wk-4", "active", ["worker"], "v1.28.9+rke2r1"),
                    ],
                }
            ),
        ),
        (
            "rancher_api",
            {
                "method": "POST",
                "path": f"/nodes/c-m-7x2kq9lp:m-{hid('rneu-wk-2', 12)}?action=cordon",
            },
            "",
        ),
        (
            "rancher_api",
            {
                "method": "POST",
                "path": f"/nodes/c-m-7x2kq9lp:m-{hid('rneu-wk-3', 12)}?action=cordon",
            },
            "",
        ),
        (
            "rancher_api",
            {
                "method": "GET",
                "path": "/nodes",
                "params": {"clusterId": "c-m-7x2kq9lp", "worker": "true"},
            },
            J(
                {
                    "type": "collection",
                    "resourceType": "node",
                    "pagination": {"limit": 1000, "total": 4},
                    "data": [
                        rnode("eu-wk-1", "active", ["worker"], "v1.28.9+rke2r1"),
                        rnode("eu-wk-2", "cordoned", ["worker"], "v1.27.13+rke2r1"),
                        rnode("eu-wk-3", "cordoned", ["worker"], "v1.27.13+rke2r1"),
                        rnode("eu-wk-4", "active", ["worker"], "v1.28.9+rke2r1"),
                    ],
                }
            ),
        ),
    ],
)

RA401 = C({"type": "error", "status": "401", "message": "must authenticate"})
session(
    "rancher",
    False,
    "List the projects and their resource quotas on the Rancher 'analytics' cluster; I need to know "
    "which project is closest to its CPU limit.",
    [
        (
            "rancher_api",
            {"method": "GET", "path": "/clusters", "params": {"name": "analytics"}},
            RA401,
        ),
        ("rancher_api", {"method": "GET", "path": "/projects"}, RA401),
        ("rancher_api", {"method": "GET", "path": "/clusters"}, RA401),
        (
            "rancher_api",
            {"method": "GET", "path": "/projects", "params": {"clusterId": "c-8p2tw"}},
            RA401,
        ),
        ("rancher_api", {"method": "GET", "path": "/resourceQuotas"}, RA401),
        ("rancher_api", {"method": "GET", "path": "/users?me=true"}, RA401),
    ],
)

CI = "https://circleci.com/api/v2"
PID = uid("cipipe")
WID = uid("ciwf")
session(
    "circleci",
    True,
    "Trigger a CircleCI pipeline for the 'release/2.14' branch of acme/storefront with deploy=false, wait "
    "for the build-and-test workflow, and tell me whether any test artifacts were uploaded.",
    [
        (
            "circleci_api",
            {
                "method": "POST",
                "path": "/project/gh/acme/storefront/pipeline",
                "body": {"branch": "release/2.14", "parameters": {"deploy": False}},
            },
            J(
                {
                    "number": 4812,
                    "state": "pending",
                    "id": PID,
                    "created_at": "2024-06-18T11:02:13.871Z",
                }
            ),
        ),
        (
            "circleci_api",
            {"method": "GET", "path": f"/pipeline/{PID}/workflow"},
            J(
                {
                    "next_page_token": None,
                    "items": [
                        {
                            "pipeline_id": PID,
                            "id": WID,
                            "name": "build-and-test",
                            "project_slug": "gh/acme/storefront",
                            "status": "running",
                            "started_by": uid("ciuser"),
                            "pipeline_number": 4812,
                            "created_at": "2024-06-18T11:02:15Z",
                            "stopped_at": None,
                        }
                    ],
                }
            ),
        ),
        (
            "circleci_api",
            {"method": "GET", "path": f"/workflow/{WID}/job"},
            J(
                {
                    "next_page_token": None,
                    "items": [
                        {
                            "job_number": 98211,
                            "id": uid("j1"),
                            "name": "install",
                            "status": "success",
                            "type": "build",
                            "started_at": "2024-06-18T11:02:19Z",
                            "stopped_at": "2024-06-18T11:03:40Z",
                            "project_slug": "gh/acme/storefront",
                            "dependencies": [],
                        },
                        {
                            "job_number": 98214,
                            "id": uid("j2"),
                            "name": "unit-tests",
                            "status": "running",
                            "type": "build",
                            "started_at": "2024-06-18T11:03:44Z",
                            "stopped_at": None,
                            "project_slug": "gh/acme/storefront",
                            "dependencies": [uid("j1")],
                        },
                        {
                            "job_number": 98215,
                            "id": uid("j3"),
                            "name": "e2e",
                            "status": "running",
                            "type": "build",
                            "started_at": "2024-06-18T11:03:44Z",
                            "stopped_at": None,
                            "project_slug": "gh/acme/storefront",
                            "dependencies": [uid("j1")],
                        },
                    ],
                }
            ),
        ),
        (
            "circleci_api",
            {"method": "GET", "path": f"/workflow/{WID}"},
            J(
                {
                    "pipeline_id": PID,
                    "id": WID,
                    "name": "build-and-test",
                    "project_slug": "gh/acme/storefront",
                    "status": "success",
                    "pipeline_number": 4812,
                    "created_at": "2024-06-18T11:02:15Z",
                    "stopped_at": "2024-06-18T11:14:52Z",
                }
            ),
        ),
        (
            "circleci_api",
            {"method": "GET", "path": "/project/gh/acme/storefront/98214/artifacts"},
            J(
                {
                    "next_page_token": None,
                    "items": [
                        {
                            "path": "test-results/junit.xml",
                            "node_index": 0,
                            "url": "https://output.circle-artifacts.com/output/job/"
                            + uid("j2")
                            + "/artifacts/0/test-results/junit.xml",
                        },
                        {
                            "path": "coverage/lcov-report/index.html",
                            "node_index": 0,
                            "url": "https://output.circle-artifacts.com/output/job/"
                            + uid("j2")
                            + "/artifacts/0/coverage/lcov-report/index.html",
                        },
                    ],
                }
            ),
        ),
        (
            "circleci_api",
            {"method": "GET", "path": "/project/gh/acme/storefront/98215/artifacts"},
            J({"next_page_token": None, "items": []}),
        ),
    ],
)

CILOGIN = C({"message": "You must log in first."})
session(
    "circleci",
    False,
    "What's the flaky-test report for acme/payments-api on CircleCI, and which test flaked most this month?",
    [
        (
            "circleci_api",
            {"method": "GET", "path": "/insights/gh/acme/payments-api/flaky-tests"},
            CILOGIN,
        ),
        (
            "circleci_api",
            {
                "method": "GET",
                "path": "/insights/gh/acme/payments-api/workflows",
                "params": {"reporting-window": "last-30-days"},
            },
            CILOGIN,
        ),
        ("circleci_api", {"method": "GET", "path": "/me"}, CILOGIN),
        ("circleci_api", {"method": "GET", "path": "/project/gh/acme/payments-api"}, CILOGIN),
        (
            "circleci_api",
            {
                "method": "GET",
                "path": "/project/gh/acme/payments-api/pipeline",
                "params": {"branch": "main"},
            },
            CILOGIN,
        ),
        (
            "circleci_api",
            {"method": "GET", "path": "/insights/gh/acme/payments-api/workflows/test/test-metrics"},
            CILOGIN,
        ),
        (
            "circleci_api",
            {
                "method": "GET",
                "path": "/insights/gh/acme/payments-api/flaky-tests",
                "params": {"branch": "main"},
            },
            CILOGIN,
        ),
    ],
)

BK = "https://api.buildkite.com/v2/organizations/acme"


def bk_build(n: int, state: str, branch: str, msg: str, jobs: list | None = None) -> dict:
    b = {
        "id": uid(f"bk{n}"),
        "url": f"{BK}/pipelines/mobile-app/builds/{n}",
        "web_url": f"https://buildkite.com/acme/mobile-app/builds/{n}",
        "number": n,
        "state": state,
        "blocked": False,
        "message": msg,
        "commit": hid(f"sha{n}", 40),
        "branch": branch,
        "source": "webhook",
        "creator": None,
        "created_at": f"2024-06-1{n % 8}T0{n % 10}:12:04.318Z",
        "started_at": f"2024-06-1{n % 8}T0{n % 10}:12:09.001Z",
        "finished_at": None
        if state in ("running", "scheduled")
        else f"2024-06-1{n % 8}T0{n % 10}:31:40.772Z",
    }
    if jobs is not None:
        b["jobs"] = jobs
    return b


def bk_job(name: str, state: str, n: int, code=0) -> dict:
    return {
        "id": uid("bkj" + name + str(n)),
        "type": "script",
        "name": name,
        "state": state,
        "exit_status": code,
        "agent": {"name": f"mac-mini-{num(name, 1, 6)}"},
        "log_url": f"{BK}/pipelines/mobile-app/builds/{n}/jobs/{uid('bkj' + name + str(n))}/log",
    }


session(
    "buildkite",
    True,
    "The last main build of mobile-app on Buildkite failed; find the failing step, show me the error and "
    "retry just that job.",
    [
        (
            "buildkite_api",
            {
                "method": "GET",
                "path": "/pipelines/mobile-app/builds",
                "params": {"branch": "main", "per_page": 3},
            },
            J(
                [
                    bk_build(3318, "failed", "main", "Bump fastlane to 2.220.0"),
                    bk_build(
                        3317, "passed", "main", "Merge pull request #912 from acme/onboarding-copy"
                    ),
                    bk_build(3315, "passed", "main", "Fix deep link crash on Android 14"),
                ]
            ),
        ),
        (
            "buildkite_api",
            {"method": "GET", "path": "/pipelines/mobile-app/builds/3318"},
            J(
                bk_build(
                    3318,
                    "failed",
                    "main",
                    "Bump fastlane to 2.220.0",
                    [
                        bk_job(":ios: build", "passed", 3318),
                        bk_job(":android: build", "passed", 3318),
                        bk_job(":ios: unit tests", "passed", 3318),
                        bk_job(":ios: upload to TestFlight", "failed", 3318, 1),
                        bk_job(":android: upload to Play", "passed", 3318),
                    ],
                )
            ),
        ),
        (
            "buildkite_api",
            {
                "method": "GET",
                "path": f"/pipelines/mobile-app/builds/3318/jobs/{uid('bkj:ios: upload to TestFlight3318')}/log",
            },
            J(
                {
                    "url": f"{BK}/pipelines/mobile-app/builds/3318/jobs/{uid('bkj:ios: upload to TestFlight3318')}/log",
                    "content": "~~~ Running fastlane beta\n[11:28:01]: Login to App Store Connect (ci@acme.example)\n[11:28:07]: Uploading binary to App Store Connect\n"
                    "[11:29:55]: [Transporter Error Output]: The upload failed: ERROR ITMS-90189: \"Redundant Binary Upload. You've already uploaded a build with build number '3317' for version number '4.8.0'.\"\n"
                    "[11:29:55]: Error uploading ipa file\n🚫 Exit status of command 'fastlane beta' was 1 instead of 0.",
                    "size": 612,
                    "header_times": [1718710081000, 1718710195000],
                }
            ),
        ),
        (
            "buildkite_api",
            {"method": "GET", "path": "/pipelines/mobile-app/builds/3317"},
            J(
                bk_build(
                    3317,
                    "passed",
                    "main",
                    "Merge pull request #912 from acme/onboarding-copy",
                    [bk_job(":ios: upload to TestFlight", "passed", 3317)],
                )
            ),
        ),
        (
            "buildkite_api",
            {
                "method": "PUT",
                "path": f"/pipelines/mobile-app/builds/3318/jobs/{uid('bkj:ios: upload to TestFlight3318')}/retry",
            },
            J(
                {
                    **bk_job(":ios: upload to TestFlight", "scheduled", 3318),
                    "retried": False,
                    "retries_count": 1,
                }
            ),
        ),
    ],
)

session(
    "buildkite",
    True,
    "Are there any Buildkite builds on the mobile-app pipeline currently waiting on a manual block step? "
    "I expect none.",
    [
        (
            "buildkite_api",
            {
                "method": "GET",
                "path": "/pipelines/mobile-app/builds",
                "params": {"state": "blocked"},
            },
            "[]",
        ),
        (
            "buildkite_api",
            {
                "method": "GET",
                "path": "/pipelines/mobile-app/builds",
                "params": {"state[]": ["running", "scheduled"]},
            },
            J([bk_build(3320, "running", "feature/new-paywall", "Paywall v2 behind flag")]),
        ),
        (
            "buildkite_graphql",
            {
                "query": '{ pipeline(slug: "acme/mobile-app") { builds(state: BLOCKED, first: 5) { edges { node { number } } } } }'
            },
            J({"data": {"pipeline": {"builds": {"edges": []}}}}),
        ),
    ],
)

session(
    "tkn",
    True,
    "Run the 'build-push' Tekton pipeline for the api image tag 1.9.3 in namespace ci and tell me the "
    "image digest it pushed.",
    [
        (
            "bash",
            {
                "command": "tkn pipeline start build-push -n ci -p image-tag=1.9.3 -p git-revision=v1.9.3 -w name=source,volumeClaimTemplateFile=pvc.yaml --use-param-defaults"
            },
            "PipelineRun started: build-push-run-8r2vq\n\nIn order to track the PipelineRun progress run:\ntkn pipelinerun logs build-push-run-8r2vq -f -n ci",
        ),
        (
            "bash",
            {"command": "tkn pipelinerun list -n ci --limit 3"},
            "NAME                   STARTED          DURATION   STATUS\nbuild-push-run-8r2vq   12 seconds ago   ---        Running\n"
            "build-push-run-x7m4d   2 days ago       6m12s      Succeeded\nbuild-push-run-qq91k   3 days ago       5m58s      Failed",
        ),
        (
            "bash",
            {
                "command": "tkn pipelinerun describe build-push-run-8r2vq -n ci | sed -n '/Taskruns/,$p'"
            },
            "🗂  Taskruns\n\n NAME                                      TASK NAME     STARTED          DURATION   STATUS\n"
            " ∙ build-push-run-8r2vq-build-and-push     build-and-push   2 minutes ago    ---        Running\n"
            " ∙ build-push-run-8r2vq-unit-test          unit-test        4 minutes ago    1m44s      Succeeded\n"
            " ∙ build-push-run-8r2vq-fetch-source       fetch-source     4 minutes ago    21s        Succeeded",
        ),
        (
            "bash",
            {
                "command": "tkn pipelinerun logs build-push-run-8r2vq -n ci -t build-and-push | tail -4"
            },
            "[build-and-push : build-and-push] INFO[0171] Pushing image to registry.acme.internal/api:1.9.3\n"
            "[build-and-push : build-and-push] INFO[0178] Pushed registry.acme.internal/api@sha256:"
            + hid("digest193", 64)
            + "\n"
            "[build-and-push : write-url] registry.acme.internal/api:1.9.3",
        ),
        (
            "bash",
            {
                "command": "tkn pipelinerun describe build-push-run-8r2vq -n ci -o jsonpath='{.status.conditions[0].reason} {.status.results}'"
            },
            'Succeeded [{"name":"IMAGE_DIGEST","value":"sha256:'
            + hid("digest193", 64)
            + '"},{"name":"IMAGE_URL","value":"registry.acme.internal/api:1.9.3"}]',
        ),
    ],
)


# ---------------------------------------------------------------- drug and protein data
PUG = "https://pubchem.ncbi.nlm.nih.gov/rest/pug"
session(
    "pubchem",
    True,
    "Find compounds in PubChem that contain the sulfonamide-substituted pyrazole core of celecoxib "
    "(substructure search) and give me how many there are plus the molecular weights of the first five.",
    [
        (
            "http_get",
            {"url": f"{PUG}/compound/name/celecoxib/property/CanonicalSMILES,MolecularWeight/JSON"},
            J(
                {
                    "PropertyTable": {
                        "Properties": [
                            {
                                "CID": 2662,
                                "MolecularWeight": "381.4",
                                "CanonicalSMILES": "CC1=CC=C(C=C1)C2=CC(=NN2C3=CC=C(C=C3)S(=O)(=O)N)C(F)(F)F",
                            }
                        ]
                    }
                }
            ),
        ),
        (
            "http_get",
            {
                "url": f"{PUG}/compound/fastsubstructure/smiles/NS(=O)(=O)c1ccc(cc1)-n1nccc1/cids/JSON",
                "params": {"MaxRecords": 2000},
            },
            J(
                {
                    "Waiting": {
                        "ListKey": "2917718453830514290",
                        "Message": "Your request is running",
                    }
                }
            ),
        ),
        (
            "http_get",
            {"url": f"{PUG}/compound/listkey/2917718453830514290/cids/JSON"},
            J(
                {
                    "Waiting": {
                        "ListKey": "2917718453830514290",
                        "Message": "Your request is running",
                    }
                }
            ),
        ),
        (
            "http_get",
            {"url": f"{PUG}/compound/listkey/2917718453830514290/cids/JSON"},
            J(
                {
                    "IdentifierList": {
                        "CID": [2662, 4189, 3032771, 6918599, 9842103]
                        + [10000000 + num("cid" + str(k), 0, 9 * 10**7) for k in range(1268)]
                    }
                }
            ),
        ),
        (
            "http_get",
            {
                "url": f"{PUG}/compound/cid/2662,4189,3032771,6918599,9842103/property/MolecularFormula,MolecularWeight/CSV"
            },
            '"CID","MolecularFormula","MolecularWeight"\n2662,"C17H14F3N3O2S","381.4"\n4189,"C16H15N3O3S","329.4"\n'
            '3032771,"C16H13ClF3N3O2S","415.8"\n6918599,"C17H16N4O4S2","404.5"\n9842103,"C18H15F3N4O2S","408.4"',
        ),
    ],
)

session(
    "pubchem",
    True,
    "Is 'zorbatinib' (a name from a supplier catalogue) in PubChem at all? If not, check the CAS number "
    "they gave, 2416158-32-7, and tell me what compound that is.",
    [
        (
            "http_get",
            {"url": f"{PUG}/compound/name/zorbatinib/cids/JSON"},
            J(
                {
                    "Fault": {
                        "Code": "PUGREST.NotFound",
                        "Message": "No CID found",
                        "Details": ["No CID found that matches the given name"],
                    }
                }
            ),
        ),
        (
            "http_get",
            {"url": f"{PUG}/substance/name/zorbatinib/sids/JSON"},
            J(
                {
                    "Fault": {
                        "Code": "PUGREST.NotFound",
                        "Message": "No SID found",
                        "Details": ["No SID found that matches the given name"],
                    }
                }
            ),
        ),
        (
            "http_get",
            {"url": f"{PUG}/compound/name/2416158-32-7/cids/JSON"},
            J({"IdentifierList": {"CID": [146397863]}}),
        ),
        (
            "http_get",
            {"url": f"{PUG}/compound/cid/146397863/property/Title,MolecularFormula,IUPACName/JSON"},
            J(
                {
                    "PropertyTable": {
                        "Properties": [
                            {
                                "CID": 146397863,
                                "MolecularFormula": "C22H23N7O",
                                "Title": "Vorasidenib-related compound 7",
                                "IUPACName": "N-[4-(4-methylpiperazin-1-yl)phenyl]-6-(1H-pyrazol-4-yl)quinazolin-4-amine oxide",
                            }
                        ]
                    }
                }
            ),
        ),
        (
            "http_get",
            {"url": f"{PUG}/compound/cid/146397863/synonyms/JSON"},
            J(
                {
                    "InformationList": {
                        "Information": [
                            {
                                "CID": 146397863,
                                "Synonyms": [
                                    "2416158-32-7",
                                    "SCHEMBL21937744",
                                    "BDBM502117",
                                    "US11236103, Example 7",
                                ],
                            }
                        ]
                    }
                }
            ),
        ),
    ],
)

BUSY = J(
    {"Fault": {"Code": "PUGREST.ServerBusy", "Message": "Too many requests or server too busy"}}
)
session(
    "pubchem",
    False,
    "Get XLogP, TPSA and hydrogen bond donor counts for these 8 kinase inhibitors from PubChem: imatinib, "
    "nilotinib, dasatinib, bosutinib, ponatinib, erlotinib, gefitinib, lapatinib.",
    [
        (
            "http_get",
            {"url": f"{PUG}/compound/name/imatinib/property/XLogP,TPSA,HBondDonorCount/JSON"},
            J(
                {
                    "PropertyTable": {
                        "Properties": [
                            {"CID": 5291, "XLogP": 3.5, "TPSA": 86.3, "HBondDonorCount": 2}
                        ]
                    }
                }
            ),
        )
    ]
    + [
        (
            "http_get",
            {"url": f"{PUG}/compound/name/{d}/property/XLogP,TPSA,HBondDonorCount/JSON"},
            BUSY,
        )
        for d in ("nilotinib", "dasatinib", "bosutinib", "ponatinib")
    ]
    + [
        (
            "http_get",
            {
                "url": f"{PUG}/compound/name/nilotinib,dasatinib,bosutinib/property/XLogP,TPSA,HBondDonorCount/CSV"
            },
            BUSY,
        ),
        (
            "http_get",
            {"url": f"{PUG}/compound/name/erlotinib/property/XLogP,TPSA,HBondDonorCount/JSON"},
            BUSY,
        ),
        ("http_get", {"url": f"{PUG}/compound/name/gefitinib/property/XLogP/TXT"}, BUSY),
    ],
)

UP = "https://rest.uniprot.org/uniprotkb/search"


def up_page(rows: list[tuple[str, str, str, str, int]], nxt: str | None, total: int) -> str:
    hdr = {
        "Content-Type": "text/plain; format=tsv",
        "X-Total-Results": str(total),
        "X-UniProt-Release": "2024_03",
    }
    if nxt:
        hdr["Link"] = f'<{UP}?{nxt}>; rel="next"'
    body = "Entry\tEntry Name\tProtein names\tGene Names\tLength\n" + "\n".join(
        f"{a}\t{b}\t{c}\t{d}\t{e}" for a, b, c, d, e in rows
    )
    return http("200 OK", hdr, body)


session(
    "uniprot",
    True,
    "List all reviewed human proteins in UniProt annotated with the GO term 'ferroptosis' (GO:0097707), "
    "with gene names and lengths.",
    [
        (
            "http_get",
            {
                "url": UP,
                "params": {
                    "query": "go:0097707 AND organism_id:9606 AND reviewed:true",
                    "fields": "accession,id,protein_name,gene_names,length",
                    "format": "tsv",
                    "size": 5,
                },
            },
            up_page(
                [
                    ("Q9UPY5", "XCT_HUMAN", "Cystine/glutamate transporter", "SLC7A11", 501),
                    (
                        "P36969",
                        "GPX4_HUMAN",
                        "Phospholipid hydroperoxide glutathione peroxidase",
                        "GPX4",
                        197,
                    ),
                    (
                        "O60488",
                        "ACSL4_HUMAN",
                        "Long-chain-fatty-acid--CoA ligase 4",
                        "ACSL4 FACL4",
                        711,
                    ),
                    (
                        "Q9BRQ8",
                        "FSP1_HUMAN",
                        "Ferroptosis suppressor protein 1",
                        "AIFM2 AMID FSP1",
                        373,
                    ),
                    ("P02786", "TFR1_HUMAN", "Transferrin receptor protein 1", "TFRC", 760),
                ],
                "query=go%3A0097707%20AND%20organism_id%3A9606%20AND%20reviewed%3Atrue&format=tsv&size=5&cursor=1mkycb2xwxbouw",
                13,
            ),
        ),
        (
            "http_get",
            {
                "url": f"{UP}?query=go%3A0097707%20AND%20organism_id%3A9606%20AND%20reviewed%3Atrue&format=tsv&size=5&cursor=1mkycb2xwxbouw"
            },
            up_page(
                [
                    ("P09601", "HMOX1_HUMAN", "Heme oxygenase 1", "HMOX1", 288),
                    (
                        "Q16236",
                        "NF2L2_HUMAN",
                        "Nuclear factor erythroid 2-related factor 2",
                        "NFE2L2 NRF2",
                        605,
                    ),
                    (
                        "O14920",
                        "IKKB_HUMAN",
                        "Inhibitor of nuclear factor kappa-B kinase subunit beta",
                        "IKBKB IKKB",
                        756,
                    ),
                    ("Q9NZD8", "SPG21_HUMAN", "Maspardin", "SPG21", 308),
                    ("P04637", "P53_HUMAN", "Cellular tumor antigen p53", "TP53 P53", 393),
                ],
                "query=go%3A0097707%20AND%20organism_id%3A9606%20AND%20reviewed%3Atrue&format=tsv&size=5&cursor=2pq8uyd1xvq3c",
                13,
            ),
        ),
        (
            "http_get",
            {
                "url": f"{UP}?query=go%3A0097707%20AND%20organism_id%3A9606%20AND%20reviewed%3Atrue&format=tsv&size=5&cursor=2pq8uyd1xvq3c"
            },
            up_page(
                [
                    ("Q96JJ7", "TMX3_HUMAN", "Protein disulfide-isomerase TMX3", "TMX3", 454),
                    ("O95219", "SNX4_HUMAN", "Sorting nexin-4", "SNX4", 450),
                    ("Q8N3R9", "PALS1_HUMAN", "Protein PALS1", "PALS1 MPP5", 675),
                ],
                None,
                13,
            ),
        ),
    ],
)

STALE = up_page(
    [
        ("P04637", "P53_HUMAN", "Cellular tumor antigen p53", "TP53 P53", 393),
        (
            "P38398",
            "BRCA1_HUMAN",
            "Breast cancer type 1 susceptibility protein",
            "BRCA1 RNF53",
            1863,
        ),
        ("P00533", "EGFR_HUMAN", "Epidermal growth factor receptor", "EGFR ERBB ERBB1 HER1", 1210),
    ],
    None,
    3,
)
session(
    "uniprot",
    False,
    "For my plant stress project, get UniProt entries for the Arabidopsis dehydrins RAB18, ERD10, ERD14 "
    "and COR47 with their lengths.",
    [
        (
            "http_get",
            {
                "url": UP,
                "params": {
                    "query": q,
                    "fields": "accession,id,protein_name,gene_names,length",
                    "format": "tsv",
                },
            },
            STALE,
        )
        for q in (
            "gene:RAB18 AND organism_id:3702",
            "gene:ERD10 AND organism_id:3702",
            "gene:ERD14 AND organism_id:3702",
            "gene:COR47 AND organism_id:3702",
            "dehydrin AND organism_id:3702 AND reviewed:true",
            "P30185",
            "protein_name:dehydrin AND taxonomy_id:3702",
        )
    ],
)

FDA = "https://api.fda.gov/drug"


def fda_meta(total: int, skip: int = 0, limit: int = 1) -> dict:
    return {
        "disclaimer": "Do not rely on openFDA to make decisions regarding medical care. While we make every effort to ensure that data is accurate, you should assume all results are unvalidated. We may limit or otherwise restrict your access to the API in line with our Terms of Service.",
        "terms": "https://open.fda.gov/terms/",
        "license": "https://open.fda.gov/license/",
        "last_updated": "2024-06-14",
        "results": {"skip": skip, "limit": limit, "total": total},
    }


session(
    "openfda",
    True,
    "What does the semaglutide (Ozempic) label say about thyroid C-cell tumours, and what are the five "
    "most reported adverse reactions for it in FAERS? Also check whether any reports mention 'gastroparesis' "
    "for the brand Rybelsus specifically.",
    [
        (
            "http_get",
            {
                "url": f"{FDA}/label.json",
                "params": {"search": 'openfda.brand_name:"OZEMPIC"', "limit": 1},
            },
            J(
                {
                    "meta": fda_meta(1),
                    "results": [
                        {
                            "boxed_warning": [
                                "WARNING: RISK OF THYROID C-CELL TUMORS • In rodents, semaglutide causes dose-dependent and treatment-duration-dependent thyroid C-cell tumors at clinically relevant exposures. It is unknown whether OZEMPIC causes thyroid C-cell tumors, including medullary thyroid carcinoma (MTC), in humans as human relevance of semaglutide-induced rodent thyroid C-cell tumors has not been determined (5.1, 13.1). • OZEMPIC is contraindicated in patients with a personal or family history of MTC or in patients with Multiple Endocrine Neoplasia syndrome type 2 (MEN 2) (4)."
                            ],
                            "effective_time": "20240321",
                            "set_id": uid("ozempic-set"),
                            "openfda": {
                                "brand_name": ["OZEMPIC"],
                                "generic_name": ["SEMAGLUTIDE"],
                                "manufacturer_name": ["Novo Nordisk"],
                            },
                        }
                    ],
                }
            ),
        ),
        (
            "http_get",
            {
                "url": f"{FDA}/event.json",
                "params": {
                    "search": 'patient.drug.openfda.generic_name:"SEMAGLUTIDE"',
                    "count": "patient.reaction.reactionmeddrapt.exact",
                    "limit": 5,
                },
            },
            J(
                {
                    "meta": {k: v for k, v in fda_meta(0).items() if k != "results"},
                    "results": [
                        {"term": t, "count": c}
                        for t, c in [
                            ("NAUSEA", 14212),
                            ("VOMITING", 8930),
                            ("DIARRHOEA", 6118),
                            ("OFF LABEL USE", 5702),
                            ("DECREASED APPETITE", 4261),
                        ]
                    ],
                }
            ),
        ),
        (
            "http_get",
            {
                "url": f"{FDA}/event.json",
                "params": {
                    "search": 'patient.drug.openfda.brand_name:"RYBELSUS"+AND+patient.reaction.reactionmeddrapt:"GASTROPARESIS"',
                    "limit": 1,
                },
            },
            J({"error": {"code": "NOT_FOUND", "message": "No matches found!"}}),
        ),
        (
            "http_get",
            {
                "url": f"{FDA}/event.json",
                "params": {"search": 'patient.drug.openfda.brand_name:"RYBELSUS"', "limit": 1},
            },
            J(
                {
                    "meta": fda_meta(3871),
                    "results": [
                        {
                            "safetyreportid": "23480012",
                            "receivedate": "20240129",
                            "serious": "2",
                            "patient": {
                                "reaction": [
                                    {"reactionmeddrapt": "Constipation"},
                                    {"reactionmeddrapt": "Abdominal pain upper"},
                                ]
                            },
                        }
                    ],
                }
            ),
        ),
    ],
)

OVER = J(
    {
        "error": {
            "code": "OVER_RATE_LIMIT",
            "message": "You have exceeded your rate limit. Try again later or contact us at https://open.fda.gov/apis/authentication/ for assistance",
        }
    }
)
session(
    "openfda",
    False,
    "Compare recall counts (enforcement reports) for metformin extended-release by year since 2019 and "
    "name the firms with the most recalls.",
    [
        ("http_get", {"url": f"{FDA}/enforcement.json", "params": p}, OVER)
        for p in (
            {"search": 'openfda.generic_name:"METFORMIN"', "count": "report_date"},
            {
                "search": 'product_description:"metformin" AND product_description:"extended"',
                "count": "recalling_firm.exact",
            },
            {"search": 'product_description:"metformin"', "limit": 100},
            {
                "search": 'openfda.generic_name:"METFORMIN HYDROCHLORIDE"+AND+report_date:[20190101+TO+20241231]',
                "count": "report_date",
            },
            {"search": "metformin", "limit": 10},
            {
                "search": 'openfda.generic_name:"METFORMIN"',
                "count": "recalling_firm.exact",
                "api_key": "(set)",
            },
        )
    ],
)

DM = "https://dailymed.nlm.nih.gov/dailymed/services/v2"


def dm_page(items: list[tuple[str, str]], page: int, total: int, per: int = 3) -> str:
    pages = -(-total // per)
    return J(
        {
            "metadata": {
                "db_published_date": "Jun 17, 2024 10:04:32PM EST",
                "elements_per_page": per,
                "current_url": f"{DM}/spls.json?drug_name=amoxicillin&pagesize={per}&page={page}",
                "next_page_url": f"{DM}/spls.json?drug_name=amoxicillin&pagesize={per}&page={page + 1}"
                if page < pages
                else "null",
                "total_elements": total,
                "total_pages": pages,
                "current_page": page,
                "previous_page": page - 1 if page > 1 else "null",
                "previous_page_url": "null",
                "next_page": page + 1 if page < pages else "null",
            },
            "data": [
                {
                    "spl_version": num(t, 1, 30),
                    "published_date": "%s %02d, 2024"
                    % ("May" if num(t, 0, 1) else "Apr", num(t, 1, 28)),
                    "title": t,
                    "setid": uid("dm" + t),
                }
                for t, _ in items
            ],
        }
    )


session(
    "dailymed",
    True,
    "Which amoxicillin oral suspension labels on DailyMed come from Aurobindo? Give me their set IDs.",
    [
        (
            "http_get",
            {
                "url": f"{DM}/spls.json",
                "params": {"drug_name": "amoxicillin", "pagesize": 3, "page": 1},
            },
            dm_page(
                [
                    ("AMOXICILLIN CAPSULE [AUROBINDO PHARMA LIMITED]", ""),
                    ("AMOXICILLIN POWDER, FOR SUSPENSION [SANDOZ INC]", ""),
                    ("AMOXICILLIN TABLET, FILM COATED [TEVA PHARMACEUTICALS USA, INC.]", ""),
                ],
                1,
                8,
            ),
        ),
        (
            "http_get",
            {
                "url": f"{DM}/spls.json",
                "params": {"drug_name": "amoxicillin", "pagesize": 3, "page": 2},
            },
            dm_page(
                [
                    ("AMOXICILLIN POWDER, FOR SUSPENSION [AUROBINDO PHARMA LIMITED]", ""),
                    ("AMOXICILLIN TABLET, CHEWABLE [AUROBINDO PHARMA LIMITED]", ""),
                    (
                        "AMOXICILLIN AND CLAVULANATE POTASSIUM POWDER, FOR SUSPENSION [AUROBINDO PHARMA LIMITED]",
                        "",
                    ),
                ],
                2,
                8,
            ),
        ),
        (
            "http_get",
            {
                "url": f"{DM}/spls.json",
                "params": {"drug_name": "amoxicillin", "pagesize": 3, "page": 3},
            },
            dm_page(
                [
                    ("AMOXICILLIN CAPSULE [MILLA PHARMACEUTICALS INC.]", ""),
                    ("AMOXICILLIN POWDER, FOR SUSPENSION [NORTHWIND PHARMACEUTICALS]", ""),
                ],
                3,
                8,
            ),
        ),
        (
            "http_get",
            {
                "url": f"{DM}/spls/{uid('dmAMOXICILLIN POWDER, FOR SUSPENSION [AUROBINDO PHARMA LIMITED]')}/packaging.json"
            },
            J(
                {
                    "metadata": {},
                    "data": {
                        "setid": uid(
                            "dmAMOXICILLIN POWDER, FOR SUSPENSION [AUROBINDO PHARMA LIMITED]"
                        ),
                        "spl_version": 17,
                        "title": "AMOXICILLIN POWDER, FOR SUSPENSION [AUROBINDO PHARMA LIMITED]",
                        "products": [
                            {
                                "product_name": "Amoxicillin",
                                "product_code": "65862-070",
                                "packaging": [
                                    {"ndc": "65862-070-80", "description": "80 mL in 1 BOTTLE"},
                                    {"ndc": "65862-070-01", "description": "100 mL in 1 BOTTLE"},
                                ],
                            }
                        ],
                    },
                }
            ),
        ),
    ],
)

EU = "https://eutils.ncbi.nlm.nih.gov/entrez/eutils"
session(
    "clinvar",
    True,
    "How is the BRCA2 variant c.5946del classified in ClinVar, and are there any conflicting "
    "classifications for the nearby c.5944_5945del?",
    [
        (
            "http_get",
            {
                "url": f"{EU}/esearch.fcgi",
                "params": {"db": "clinvar", "term": "BRCA2[gene] AND c.5946del", "retmode": "json"},
            },
            J(
                {
                    "header": {"type": "esearch", "version": "0.3"},
                    "esearchresult": {
                        "count": "1",
                        "retmax": "1",
                        "retstart": "0",
                        "idlist": ["9322"],
                        "translationset": [],
                        "querytranslation": "BRCA2[gene] AND c.5946del[All Fields]",
                    },
                }
            ),
        ),
        (
            "http_get",
            {
                "url": f"{EU}/esummary.fcgi",
                "params": {"db": "clinvar", "id": "9322", "retmode": "json"},
            },
            J(
                {
                    "header": {"type": "esummary", "version": "0.3"},
                    "result": {
                        "uids": ["9322"],
                        "9322": {
                            "uid": "9322",
                            "obj_type": "Deletion",
                            "accession": "VCV000009322",
                            "accession_version": "VCV000009322.94",
                            "title": "NM_000059.4(BRCA2):c.5946del (p.Ser1982fs)",
                            "germline_classification": {
                                "description": "Pathogenic",
                                "last_evaluated": "2024/03/11 00:00",
                                "review_status": "reviewed by expert panel",
                                "trait_set": [
                                    {"trait_name": "Hereditary breast ovarian cancer syndrome"}
                                ],
                            },
                            "genes": [{"symbol": "BRCA2", "geneid": "675"}],
                        },
                    },
                }
            ),
        ),
        (
            "http_get",
            {
                "url": f"{EU}/esearch.fcgi",
                "params": {
                    "db": "clinvar",
                    "term": "BRCA2[gene] AND c.5944_5945del",
                    "retmode": "json",
                },
            },
            J(
                {
                    "header": {"type": "esearch", "version": "0.3"},
                    "esearchresult": {
                        "count": "0",
                        "retmax": "0",
                        "retstart": "0",
                        "idlist": [],
                        "translationset": [],
                        "querytranslation": "BRCA2[gene] AND c.5944_5945del[All Fields]",
                        "warninglist": {
                            "phrasesignored": [],
                            "quotedphrasesnotfound": [],
                            "outputmessages": ["No items found."],
                        },
                    },
                }
            ),
        ),
        (
            "http_get",
            {
                "url": f"{EU}/esearch.fcgi",
                "params": {
                    "db": "clinvar",
                    "term": "BRCA2[gene] AND 5944[chrpos37] AND conflicting[clinsig]",
                    "retmode": "json",
                },
            },
            J(
                {
                    "header": {"type": "esearch", "version": "0.3"},
                    "esearchresult": {
                        "count": "0",
                        "retmax": "0",
                        "retstart": "0",
                        "idlist": [],
                        "translationset": [],
                        "querytranslation": "BRCA2[gene] AND conflicting[clinsig]",
                    },
                }
            ),
        ),
    ],
)

BADKEY = C(
    {
        "error": "API key invalid",
        "api-key": "8f2c41d9e7b0a3c65d1e9f4a7b2c80d13e09",
        "type": "invalid",
        "status": "unknown",
    }
)
session(
    "clinvar",
    False,
    "Pull ClinVar classifications for every MYH7 missense variant reviewed by an expert panel and count "
    "how many are pathogenic vs VUS.",
    [
        ("http_get", {"url": f"{EU}/{e}", "params": p}, BADKEY)
        for e, p in (
            (
                "esearch.fcgi",
                {
                    "db": "clinvar",
                    "term": "MYH7[gene] AND missense[molcons] AND expert panel[revstat]",
                    "retmode": "json",
                    "api_key": "(set)",
                },
            ),
            (
                "esearch.fcgi",
                {
                    "db": "clinvar",
                    "term": "MYH7[gene] AND missense variant[molcons]",
                    "retmode": "json",
                    "api_key": "(set)",
                },
            ),
            (
                "esearch.fcgi",
                {"db": "clinvar", "term": "MYH7", "retmode": "json", "api_key": "(set)"},
            ),
            (
                "esummary.fcgi",
                {
                    "db": "clinvar",
                    "id": "42837,43015,177616",
                    "retmode": "json",
                    "api_key": "(set)",
                },
            ),
            ("einfo.fcgi", {"db": "clinvar", "retmode": "json", "api_key": "(set)"}),
            (
                "esearch.fcgi",
                {
                    "db": "clinvar",
                    "term": "MYH7[gene] AND reviewed by expert panel[revstat]",
                    "retmax": 500,
                    "retmode": "json",
                    "api_key": "(set)",
                },
            ),
        )
    ],
)

DB = "https://api.drugbank.com/v1"
session(
    "drugbank",
    True,
    "Check DrugBank for interactions between clarithromycin and the patient's meds (simvastatin, "
    "amlodipine, sertraline) and say which are major.",
    [
        (
            "drugbank_get",
            {"path": "/drug_names", "params": {"q": "clarithromycin"}},
            J(
                {
                    "products": [
                        {
                            "name": "Biaxin XL",
                            "ndc_product_code": "0074-3165",
                            "ingredients": [{"drugbank_id": "DB01211", "name": "Clarithromycin"}],
                        }
                    ],
                    "drugs": [
                        {
                            "drugbank_id": "DB01211",
                            "name": "Clarithromycin",
                            "hits": [{"field": "name", "value": "<em>Clarithromycin</em>"}],
                        }
                    ],
                }
            ),
        ),
        (
            "drugbank_get",
            {"path": "/ddi", "params": {"drugbank_id": "DB01211,DB00641,DB00381,DB01104"}},
            J(
                {
                    "interactions": [
                        {
                            "ingredient": {"drugbank_id": "DB01211", "name": "Clarithromycin"},
                            "affected_ingredient": [
                                {"drugbank_id": "DB00641", "name": "Simvastatin"}
                            ],
                            "description": "The serum concentration of Simvastatin can be increased when it is combined with Clarithromycin.",
                            "extended_description": "Clarithromycin is a strong CYP3A4 inhibitor...",
                            "action": "increase_serum_concentration",
                            "severity": "major",
                            "management": "Concomitant use is contraindicated.",
                        },
                        {
                            "ingredient": {"drugbank_id": "DB01211", "name": "Clarithromycin"},
                            "affected_ingredient": [
                                {"drugbank_id": "DB00381", "name": "Amlodipine"}
                            ],
                            "description": "The serum concentration of Amlodipine can be increased when it is combined with Clarithromycin.",
                            "action": "increase_serum_concentration",
                            "severity": "moderate",
                            "management": "Monitor for hypotension and edema.",
                        },
                    ],
                    "total_results": 2,
                }
            ),
        ),
        (
            "drugbank_get",
            {"path": "/drugs/DB01104/ddi", "params": {"drugbank_id": "DB01211"}},
            J({"interactions": [], "total_results": 0}),
        ),
    ],
)


# ---------------------------------------------------------------- time tracking
HV = "https://api.harvestapp.com/v2"


def hv_entry(
    k: int, date: str, hours: float, proj: str, task: str, notes: str, user: str = "Maya Lin"
) -> dict:
    return {
        "id": 2400000000 + num(f"hv{k}{date}", 0, 9999999),
        "spent_date": date,
        "hours": hours,
        "rounded_hours": round(hours * 4) / 4,
        "notes": notes,
        "is_locked": False,
        "is_billed": False,
        "is_running": False,
        "billable": True,
        "billable_rate": 145.0,
        "user": {"id": 4100231, "name": user},
        "client": {"id": 11802331, "name": "Northwind Foods", "currency": "USD"},
        "project": {
            "id": 38810000 + num(proj, 0, 9999),
            "name": proj,
            "code": "NWF-" + hid(proj, 3).upper(),
        },
        "task": {"id": 19900000 + num(task, 0, 99999), "name": task},
        "created_at": f"{date}T17:02:11Z",
        "updated_at": f"{date}T17:02:11Z",
    }


def hv_page(entries: list, page: int, total: int, per: int) -> str:
    pages = -(-total // per)
    base = f"{HV}/time_entries?from=2024-06-10&page={{}}&per_page={per}&project_id=38812204&to=2024-06-16"
    return J(
        {
            "time_entries": entries,
            "per_page": per,
            "total_pages": pages,
            "total_entries": total,
            "next_page": page + 1 if page < pages else None,
            "previous_page": page - 1 if page > 1 else None,
            "page": page,
            "links": {
                "first": base.format(1),
                "next": base.format(page + 1) if page < pages else None,
                "previous": base.format(page - 1) if page > 1 else None,
                "last": base.format(pages),
            },
        }
    )


session(
    "harvest",
    True,
    "Total up last week's billable hours on the Northwind Foods 'Data platform' project in Harvest, and "
    "log my 2.5 h from Friday's workshop that I forgot.",
    [
        (
            "harvest_get",
            {
                "path": "/time_entries",
                "params": {
                    "project_id": 38812204,
                    "from": "2024-06-10",
                    "to": "2024-06-16",
                    "per_page": 4,
                },
            },
            hv_page(
                [
                    hv_entry(
                        1,
                        "2024-06-10",
                        6.5,
                        "Data platform",
                        "Development",
                        "dbt models for orders",
                    ),
                    hv_entry(
                        2,
                        "2024-06-10",
                        1.0,
                        "Data platform",
                        "Meetings",
                        "standup + planning",
                        "Omar Haddad",
                    ),
                    hv_entry(
                        3,
                        "2024-06-11",
                        7.25,
                        "Data platform",
                        "Development",
                        "Airflow DAG for inventory snapshots",
                        "Omar Haddad",
                    ),
                    hv_entry(
                        4, "2024-06-12", 5.0, "Data platform", "Development", "Backfill 2023 sales"
                    ),
                ],
                1,
                9,
                4,
            ),
        ),
        (
            "harvest_get",
            {
                "path": "/time_entries",
                "params": {
                    "project_id": 38812204,
                    "from": "2024-06-10",
                    "to": "2024-06-16",
                    "per_page": 4,
                    "page": 2,
                },
            },
            hv_page(
                [
                    hv_entry(
                        5,
                        "2024-06-12",
                        2.0,
                        "Data platform",
                        "Code review",
                        "PR 418, 421",
                        "Omar Haddad",
                    ),
                    hv_entry(
                        6,
                        "2024-06-13",
                        7.75,
                        "Data platform",
                        "Development",
                        "Snowflake cost dashboard",
                    ),
                    hv_entry(7, "2024-06-13", 0.5, "Data platform", "Meetings", "client sync"),
                    hv_entry(
                        8,
                        "2024-06-14",
                        4.0,
                        "Data platform",
                        "Development",
                        "Row-level security policies",
                        "Omar Haddad",
                    ),
                ],
                2,
                9,
                4,
            ),
        ),
        (
            "harvest_get",
            {
                "path": "/time_entries",
                "params": {
                    "project_id": 38812204,
                    "from": "2024-06-10",
                    "to": "2024-06-16",
                    "per_page": 4,
                    "page": 3,
                },
            },
            hv_page(
                [
                    hv_entry(
                        9,
                        "2024-06-14",
                        3.0,
                        "Data platform",
                        "Documentation",
                        "Runbook: late-arriving data",
                    )
                ],
                3,
                9,
                4,
            ),
        ),
        (
            "harvest_get",
            {"path": "/users/me/project_assignments"},
            J(
                {
                    "project_assignments": [
                        {
                            "id": 412337001,
                            "is_active": True,
                            "project": {"id": 38812204, "name": "Data platform", "code": "NWF-DP"},
                            "task_assignments": [
                                {
                                    "id": 8812001,
                                    "billable": True,
                                    "task": {"id": 19911412, "name": "Workshop / Training"},
                                },
                                {
                                    "id": 8812002,
                                    "billable": True,
                                    "task": {"id": 19911388, "name": "Development"},
                                },
                            ],
                        }
                    ],
                    "per_page": 100,
                    "total_pages": 1,
                    "total_entries": 1,
                    "next_page": None,
                    "previous_page": None,
                    "page": 1,
                }
            ),
        ),
        (
            "harvest_post",
            {
                "path": "/time_entries",
                "body": {
                    "project_id": 38812204,
                    "task_id": 19911412,
                    "spent_date": "2024-06-14",
                    "hours": 2.5,
                    "notes": "Stakeholder workshop: KPI definitions",
                },
            },
            J(
                hv_entry(
                    10,
                    "2024-06-14",
                    2.5,
                    "Data platform",
                    "Workshop / Training",
                    "Stakeholder workshop: KPI definitions",
                )
            ),
        ),
    ],
)


def HV_EMPTY(q: str) -> str:  # noqa: N802
    return J(
        {
            "time_entries": [],
            "per_page": 2000,
            "total_pages": 0,
            "total_entries": 0,
            "next_page": None,
            "previous_page": None,
            "page": 1,  # noqa: E731
            "links": {
                "first": f"{HV}/time_entries?{q}&page=1&per_page=2000",
                "next": None,
                "previous": None,
                "last": f"{HV}/time_entries?{q}&page=0&per_page=2000",
            },
        }
    )


session(
    "harvest",
    False,
    "Find which Harvest projects went over budget in May and how many unbilled hours each has.",
    [
        (
            "harvest_get",
            {"path": "/reports/project_budget", "params": {"is_active": True}},
            J(
                {
                    "results": [],
                    "per_page": 1000,
                    "total_pages": 0,
                    "total_entries": 0,
                    "next_page": None,
                    "previous_page": None,
                    "page": 1,
                    "links": {
                        "first": f"{HV}/reports/project_budget?is_active=true&page=1&per_page=1000",
                        "next": None,
                        "previous": None,
                        "last": f"{HV}/reports/project_budget?is_active=true&page=0&per_page=1000",
                    },
                }
            ),
        ),
        (
            "harvest_get",
            {
                "path": "/time_entries",
                "params": {"from": "2024-05-01", "to": "2024-05-31", "is_billed": False},
            },
            HV_EMPTY("from=2024-05-01&is_billed=false&to=2024-05-31"),
        ),
        (
            "harvest_get",
            {"path": "/projects", "params": {"is_active": True}},
            J(
                {
                    "projects": [],
                    "per_page": 2000,
                    "total_pages": 0,
                    "total_entries": 0,
                    "next_page": None,
                    "previous_page": None,
                    "page": 1,
                    "links": {
                        "first": f"{HV}/projects?is_active=true&page=1&per_page=2000",
                        "next": None,
                        "previous": None,
                        "last": f"{HV}/projects?is_active=true&page=0&per_page=2000",
                    },
                }
            ),
        ),
        (
            "harvest_get",
            {"path": "/time_entries", "params": {"from": "2024-05-01", "to": "2024-05-31"}},
            HV_EMPTY("from=2024-05-01&to=2024-05-31"),
        ),
        (
            "harvest_get",
            {"path": "/company"},
            J(
                {
                    "base_uri": "https://lin-consulting-sandbox.harvestapp.com",
                    "full_domain": "lin-consulting-sandbox.harvestapp.com",
                    "name": "Lin Consulting (sandbox)",
                    "is_active": True,
                    "week_start_day": "Monday",
                    "wants_timestamp_timers": False,
                    "time_format": "hours_minutes",
                    "plan_type": "trial",
                    "clock": "12h",
                    "currency_code_display": "iso_code_never",
                    "currency_symbol_display": "symbol_before",
                    "decimal_symbol": ".",
                    "thousands_separator": ",",
                    "color_scheme": "orange",
                    "weekly_capacity": 126000,
                    "expense_feature": True,
                    "invoice_feature": True,
                    "estimate_feature": True,
                    "approval_feature": False,
                    "team_feature": True,
                }
            ),
        ),
        (
            "harvest_get",
            {"path": "/time_entries", "params": {"from": "2024-04-01", "to": "2024-06-17"}},
            HV_EMPTY("from=2024-04-01&to=2024-06-17"),
        ),
        (
            "harvest_get",
            {"path": "/reports/time/projects", "params": {"from": "20240501", "to": "20240531"}},
            J(
                {
                    "results": [],
                    "per_page": 1000,
                    "total_pages": 0,
                    "total_entries": 0,
                    "next_page": None,
                    "previous_page": None,
                    "page": 1,
                    "links": {
                        "first": f"{HV}/reports/time/projects?from=20240501&page=1&per_page=1000&to=20240531",
                        "next": None,
                        "previous": None,
                        "last": f"{HV}/reports/time/projects?from=20240501&page=0&per_page=1000&to=20240531",
                    },
                }
            ),
        ),
    ],
)

TG = "https://api.track.toggl.com/api/v9"


def tg_entry(k: int, desc: str, start: str, dur: int, pid: int | None = 201884431) -> dict:
    return {
        "id": 3480000000 + num(f"tg{k}", 0, 9999999),
        "workspace_id": 7120455,
        "project_id": pid,
        "task_id": None,
        "billable": False,
        "start": start,
        "stop": None if dur < 0 else start.replace("T09", "T1" + str(min(9, dur // 3600))),
        "duration": dur,
        "description": desc,
        "tags": [],
        "tag_ids": [],
        "duronly": True,
        "at": start,
        "server_deleted_at": None,
        "user_id": 9812334,
        "uid": 9812334,
        "wid": 7120455,
        "pid": pid,
    }


session(
    "toggl",
    True,
    "Stop my running Toggl timer, then start a new one for 'Client call - Helios' on the Helios project, "
    "and tell me how much I've tracked today in total.",
    [
        (
            "toggl_request",
            {"method": "GET", "path": "/me/time_entries/current"},
            J(tg_entry(1, "Refactor invoice export", "2024-06-18T09:02:00+00:00", -1718701320)),
        ),
        (
            "toggl_request",
            {
                "method": "PATCH",
                "path": f"/workspaces/7120455/time_entries/{3480000000 + num('tg1', 0, 9999999)}/stop",
            },
            J(
                {
                    **tg_entry(1, "Refactor invoice export", "2024-06-18T09:02:00+00:00", 9840),
                    "stop": "2024-06-18T11:46:00+00:00",
                }
            ),
        ),
        (
            "toggl_request",
            {"method": "GET", "path": "/workspaces/7120455/projects", "params": {"name": "Helios"}},
            J(
                [
                    {
                        "id": 201990107,
                        "workspace_id": 7120455,
                        "client_id": 66120311,
                        "name": "Helios",
                        "is_private": False,
                        "active": True,
                        "color": "#c9806b",
                        "billable": True,
                    }
                ]
            ),
        ),
        (
            "toggl_request",
            {
                "method": "POST",
                "path": "/workspaces/7120455/time_entries",
                "body": {
                    "description": "Client call - Helios",
                    "project_id": 201990107,
                    "start": "2024-06-18T11:47:00Z",
                    "duration": -1,
                    "created_with": "agent",
                    "workspace_id": 7120455,
                },
            },
            J(
                tg_entry(
                    2, "Client call - Helios", "2024-06-18T11:47:00+00:00", -1718711220, 201990107
                )
            ),
        ),
        (
            "toggl_request",
            {
                "method": "GET",
                "path": "/me/time_entries",
                "params": {"start_date": "2024-06-18", "end_date": "2024-06-19"},
            },
            J(
                [
                    tg_entry(
                        2,
                        "Client call - Helios",
                        "2024-06-18T11:47:00+00:00",
                        -1718711220,
                        201990107,
                    ),
                    {
                        **tg_entry(1, "Refactor invoice export", "2024-06-18T09:02:00+00:00", 9840),
                        "stop": "2024-06-18T11:46:00+00:00",
                    },
                    {
                        **tg_entry(3, "Email triage", "2024-06-18T08:30:00+00:00", 1860, None),
                        "stop": "2024-06-18T09:01:00+00:00",
                    },
                ]
            ),
        ),
    ],
)

TG402 = "You have hit your hourly limit for API calls. Your quota will reset in 2417 seconds. Please, consider upgrading your plan for higher API call limits."
session(
    "toggl",
    False,
    "Export my Toggl time for June grouped by project as a summary, and flag days where I tracked less "
    "than 6 hours.",
    [
        (
            "toggl_request",
            {
                "method": "POST",
                "path": "https://api.track.toggl.com/reports/api/v3/workspace/7120455/summary/time_entries",
                "body": {
                    "start_date": "2024-06-01",
                    "end_date": "2024-06-18",
                    "grouping": "projects",
                },
            },
            TG402,
        ),
        (
            "toggl_request",
            {
                "method": "GET",
                "path": "/me/time_entries",
                "params": {"start_date": "2024-06-01", "end_date": "2024-06-18"},
            },
            TG402,
        ),
        (
            "toggl_request",
            {
                "method": "GET",
                "path": "/me/time_entries",
                "params": {"start_date": "2024-06-01", "end_date": "2024-06-08"},
            },
            TG402,
        ),
        ("toggl_request", {"method": "GET", "path": "/me"}, TG402),
        (
            "toggl_request",
            {
                "method": "POST",
                "path": "https://api.track.toggl.com/reports/api/v3/workspace/7120455/weekly/time_entries",
                "body": {"start_date": "2024-06-01", "end_date": "2024-06-07"},
            },
            TG402,
        ),
        (
            "toggl_request",
            {"method": "GET", "path": "/me/time_entries", "params": {"since": 1717200000}},
            TG402,
        ),
    ],
)

CK = "https://api.clockify.me/api/v1/workspaces/64a1f0c2b7e3d94a1c2f0e11"
session(
    "clockify",
    True,
    "In Clockify, add 3 h yesterday (17 June, 13:00-16:00) on the 'Brand refresh' project for 'Logo "
    "variants', then give me the week's total per project.",
    [
        (
            "clockify_request",
            {"method": "GET", "path": "/projects", "params": {"name": "Brand refresh"}},
            J(
                [
                    {
                        "id": "65c2" + hid("ckbr", 20),
                        "name": "Brand refresh",
                        "clientId": "65c1" + hid("ckcl", 20),
                        "clientName": "Oakridge Dental",
                        "workspaceId": "64a1f0c2b7e3d94a1c2f0e11",
                        "billable": True,
                        "color": "#03A9F4",
                        "archived": False,
                        "duration": "PT41H30M",
                    }
                ]
            ),
        ),
        (
            "clockify_request",
            {
                "method": "POST",
                "path": "/time-entries",
                "body": {
                    "start": "2024-06-17T13:00:00Z",
                    "end": "2024-06-17T16:00:00Z",
                    "projectId": "65c2" + hid("ckbr", 20),
                    "description": "Logo variants",
                    "billable": True,
                },
            },
            J(
                {
                    "id": "6670" + hid("cknew", 20),
                    "description": "Logo variants",
                    "tagIds": None,
                    "userId": "64a1" + hid("ckuser", 20),
                    "billable": True,
                    "taskId": None,
                    "projectId": "65c2" + hid("ckbr", 20),
                    "workspaceId": "64a1f0c2b7e3d94a1c2f0e11",
                    "timeInterval": {
                        "start": "2024-06-17T13:00:00Z",
                        "end": "2024-06-17T16:00:00Z",
                        "duration": "PT3H",
                    },
                    "customFieldValues": [],
                    "type": "REGULAR",
                    "kioskId": None,
                    "isLocked": False,
                }
            ),
        ),
        (
            "clockify_reports",
            {
                "method": "POST",
                "path": "/reports/summary",
                "body": {
                    "dateRangeStart": "2024-06-17T00:00:00Z",
                    "dateRangeEnd": "2024-06-23T23:59:59Z",
                    "summaryFilter": {"groups": ["PROJECT"]},
                },
            },
            J(
                {
                    "totals": [
                        {
                            "_id": "",
                            "totalTime": 97200,
                            "totalBillableTime": 82800,
                            "entriesCount": 14,
                            "totalAmount": 0,
                        }
                    ],
                    "groupOne": [
                        {
                            "_id": "65c2" + hid("ckbr", 20),
                            "duration": 39600,
                            "amount": 0,
                            "name": "Brand refresh",
                            "clientName": "Oakridge Dental",
                        },
                        {
                            "_id": "65c2" + hid("ckweb", 20),
                            "duration": 43200,
                            "amount": 0,
                            "name": "Website maintenance",
                            "clientName": "Harbor Yoga",
                        },
                        {
                            "_id": "",
                            "duration": 14400,
                            "amount": 0,
                            "name": "(Without project)",
                            "clientName": None,
                        },
                    ],
                }
            ),
        ),
    ],
)

TEMPO = "https://api.tempo.io/4"


def wl(k: int, issue: int, secs: int, date: str, desc: str, author: str = "712020:5c1f") -> dict:
    return {
        "self": f"{TEMPO}/worklogs/{58000 + k}",
        "tempoWorklogId": 58000 + k,
        "issue": {"self": f"https://acme.atlassian.net/rest/api/2/issue/{issue}", "id": issue},
        "timeSpentSeconds": secs,
        "billableSeconds": secs,
        "startDate": date,
        "startTime": "09:00:00",
        "description": desc,
        "createdAt": f"{date}T17:30:11Z",
        "updatedAt": f"{date}T17:30:11Z",
        "author": {
            "self": f"https://acme.atlassian.net/rest/api/2/user?accountId={author}",
            "accountId": author,
        },
        "attributes": {"self": f"{TEMPO}/worklogs/{58000 + k}/work-attribute-values", "values": []},
    }


session(
    "tempo",
    True,
    "How much time has been logged in Tempo against OPS-1182 so far, by whom, and log 45 minutes for me "
    "today for 'post-incident review'.",
    [
        (
            "tempo_request",
            {"method": "GET", "path": "/worklogs/issue/40211", "params": {"limit": 3}},
            J(
                {
                    "self": f"{TEMPO}/worklogs/issue/40211?limit=3&offset=0",
                    "metadata": {
                        "count": 3,
                        "offset": 0,
                        "limit": 3,
                        "next": f"{TEMPO}/worklogs/issue/40211?limit=3&offset=3",
                    },
                    "results": [
                        wl(1, 40211, 5400, "2024-06-12", "Triage disk alerts on db-03"),
                        wl(
                            2,
                            40211,
                            10800,
                            "2024-06-12",
                            "Failover + replica rebuild",
                            "712020:9a0e",
                        ),
                        wl(
                            3,
                            40211,
                            3600,
                            "2024-06-13",
                            "Root cause: WAL archiving stall",
                            "712020:9a0e",
                        ),
                    ],
                }
            ),
        ),
        (
            "tempo_request",
            {"method": "GET", "path": "/worklogs/issue/40211", "params": {"limit": 3, "offset": 3}},
            J(
                {
                    "self": f"{TEMPO}/worklogs/issue/40211?limit=3&offset=3",
                    "metadata": {"count": 1, "offset": 3, "limit": 3},
                    "results": [wl(4, 40211, 1800, "2024-06-14", "Runbook update", "712020:33b7")],
                }
            ),
        ),
        (
            "jira_user",
            {"accountIds": ["712020:5c1f", "712020:9a0e", "712020:33b7"]},
            J(
                [
                    {"accountId": "712020:5c1f", "displayName": "Ines Duarte"},
                    {"accountId": "712020:9a0e", "displayName": "Karl Svensson"},
                    {"accountId": "712020:33b7", "displayName": "Ada Mensah"},
                ]
            ),
        ),
        (
            "tempo_request",
            {
                "method": "POST",
                "path": "/worklogs",
                "body": {
                    "issueId": 40211,
                    "timeSpentSeconds": 2700,
                    "startDate": "2024-06-18",
                    "startTime": "14:00:00",
                    "description": "post-incident review",
                    "authorAccountId": "712020:5c1f",
                },
            },
            J(wl(5, 40211, 2700, "2024-06-18", "post-incident review")),
        ),
    ],
)

STALE_WL = J(
    {
        "self": f"{TEMPO}/worklogs/issue/40211",
        "metadata": {"count": 2, "offset": 0, "limit": 50},
        "results": [
            wl(1, 40211, 5400, "2024-06-12", "Triage disk alerts on db-03"),
            wl(2, 40211, 10800, "2024-06-12", "Failover + replica rebuild", "712020:9a0e"),
        ],
    }
)
session(
    "tempo",
    False,
    "For the quarterly report, get Tempo hours logged on each of the epics MKT-12, MKT-19 and MKT-33 "
    "(all their issues).",
    [
        ("tempo_request", {"method": "GET", "path": "/worklogs/issue/51002"}, STALE_WL),
        ("tempo_request", {"method": "GET", "path": "/worklogs/issue/51340"}, STALE_WL),
        ("tempo_request", {"method": "GET", "path": "/worklogs/issue/51877"}, STALE_WL),
        (
            "tempo_request",
            {
                "method": "GET",
                "path": "/worklogs/issue/51002",
                "params": {"from": "2024-04-01", "to": "2024-06-30"},
            },
            STALE_WL,
        ),
        ("tempo_request", {"method": "GET", "path": "/worklogs/issue/51341"}, STALE_WL),
        (
            "tempo_request",
            {"method": "GET", "path": "/worklogs/issue/51878", "params": {"limit": 200}},
            STALE_WL,
        ),
    ],
)

KT = "https://api.mavenlink.com/api/v1"
session(
    "kantata",
    True,
    "In Kantata, check which of my time entries on the 'Riverside ERP rollout' workspace from last week are "
    "still unapproved and submit them.",
    [
        (
            "kantata_get",
            {"path": "/workspaces.json", "params": {"search": "Riverside ERP rollout"}},
            J(
                {
                    "count": 1,
                    "results": [{"key": "workspaces", "id": "41877120"}],
                    "workspaces": {
                        "41877120": {
                            "title": "Riverside ERP rollout",
                            "id": "41877120",
                            "budgeted": True,
                            "status": {"color": "green", "message": "Active"},
                            "start_date": "2024-03-04",
                            "due_date": "2024-09-30",
                        }
                    },
                    "meta": {"count": 1, "page_count": 1, "page_number": 1, "page_size": 20},
                }
            ),
        ),
        (
            "kantata_get",
            {
                "path": "/time_entries.json",
                "params": {
                    "workspace_id": 41877120,
                    "date_performed_between": "2024-06-10:2024-06-16",
                    "only_mine": True,
                    "include": "submission",
                },
            },
            J(
                {
                    "count": 5,
                    "results": [{"key": "time_entries", "id": str(880100 + i)} for i in range(5)],
                    "time_entries": {
                        str(880100 + i): {
                            "id": str(880100 + i),
                            "date_performed": f"2024-06-1{i}",
                            "time_in_minutes": m,
                            "notes": n,
                            "approved": a,
                            "billable": True,
                            "workspace_id": "41877120",
                        }
                        for i, (m, n, a) in enumerate(
                            [
                                (420, "Data migration dry run", True),
                                (480, "GL mapping workshop", False),
                                (300, "Cutover plan", False),
                                (450, "UAT support", False),
                                (240, "Status report", False),
                            ]
                        )
                    },
                    "meta": {"count": 5, "page_count": 1, "page_number": 1, "page_size": 20},
                }
            ),
        ),
        (
            "kantata_post",
            {
                "path": "/timesheet_submissions.json",
                "body": {
                    "timesheet_submission": {
                        "workspace_id": 41877120,
                        "time_entry_ids": ["880101", "880102", "880103", "880104"],
                    }
                },
            },
            J(
                {
                    "count": 1,
                    "results": [{"key": "timesheet_submissions", "id": "6620341"}],
                    "timesheet_submissions": {
                        "6620341": {
                            "id": "6620341",
                            "status": "pending",
                            "workspace_id": "41877120",
                            "submitted_at": "2024-06-18T12:21:44-07:00",
                            "time_entry_ids": ["880101", "880102", "880103", "880104"],
                        }
                    },
                }
            ),
        ),
    ],
)

KT_MAINT = (
    "<!DOCTYPE html>\n<html>\n<head><title>Kantata - Scheduled Maintenance</title></head>\n<body>\n"
    "<h1>Scheduled maintenance in progress</h1>\n<p>Kantata OX is temporarily unavailable while we perform scheduled maintenance. "
    "We apologize for the inconvenience and expect to be back online shortly.</p>\n<p>Status: https://status.kantata.com</p>\n</body>\n</html>\n"
)
session(
    "kantata",
    False,
    "Pull resource utilisation for the consulting team in Kantata for Q2 and list anyone below 60%.",
    [
        ("kantata_get", {"path": p, "params": q}, KT_MAINT)
        for p, q in (
            ("/users.json", {"on_my_account": True}),
            ("/resource_allocations.json", {"start_date": "2024-04-01", "end_date": "2024-06-30"}),
            (
                "/time_entries.json",
                {"date_performed_between": "2024-04-01:2024-06-30", "per_page": 200},
            ),
            ("/users.json", {"search": "consulting"}),
            ("/workspaces.json", {"per_page": 50}),
            ("/resource_allocations.json", {"start_date": "2024-04-01", "end_date": "2024-04-30"}),
        )
    ],
)

FL = "https://api.float.com/v3"
session(
    "float",
    True,
    "Who in Float is free for a 3-day design sprint next week (24-26 June)? Check time off too, and "
    "book Lena for it if she's free.",
    [
        (
            "float_get",
            {"path": "/people", "params": {"department": "Design", "active": 1}},
            J(
                [
                    {
                        "people_id": 8812201 + i,
                        "name": n,
                        "job_title": t,
                        "department": {"department_id": 4401, "name": "Design"},
                        "active": 1,
                        "employee_type": 1,
                        "work_days_hours": [0, 8, 8, 8, 8, 8, 0],
                    }
                    for i, (n, t) in enumerate(
                        [
                            ("Lena Fischer", "Senior Product Designer"),
                            ("Tomás Reyes", "UX Researcher"),
                            ("Priya Shah", "Visual Designer"),
                        ]
                    )
                ]
            ),
        ),
        (
            "float_get",
            {
                "path": "/tasks",
                "params": {
                    "start_date": "2024-06-24",
                    "end_date": "2024-06-26",
                    "people_id": "8812201,8812202,8812203",
                },
            },
            J(
                [
                    {
                        "task_id": 99120033,
                        "project_id": 7712004,
                        "people_id": 8812202,
                        "start_date": "2024-06-17",
                        "end_date": "2024-06-28",
                        "hours": 8,
                        "name": "Checkout usability study",
                        "status": 2,
                    },
                    {
                        "task_id": 99120190,
                        "project_id": 7712011,
                        "people_id": 8812203,
                        "start_date": "2024-06-25",
                        "end_date": "2024-06-25",
                        "hours": 4,
                        "name": "Campaign assets",
                        "status": 2,
                    },
                ]
            ),
        ),
        (
            "float_get",
            {"path": "/timeoffs", "params": {"start_date": "2024-06-24", "end_date": "2024-06-26"}},
            "[]",
        ),
        (
            "float_post",
            {
                "path": "/tasks",
                "body": {
                    "project_id": 7712019,
                    "people_id": 8812201,
                    "start_date": "2024-06-24",
                    "end_date": "2024-06-26",
                    "hours": 8,
                    "name": "Design sprint: onboarding",
                },
            },
            J(
                {
                    "task_id": 99120377,
                    "project_id": 7712019,
                    "phase_id": 0,
                    "people_id": 8812201,
                    "start_date": "2024-06-24",
                    "end_date": "2024-06-26",
                    "start_time": None,
                    "hours": 8,
                    "name": "Design sprint: onboarding",
                    "notes": "",
                    "status": 2,
                    "repeat_state": 0,
                    "created": "2024-06-18 12:40:03",
                    "modified": "2024-06-18 12:40:03",
                }
            ),
        ),
    ],
)


# ---------------------------------------------------------------- writing
def rows() -> list[dict]:
    out = []
    counters: dict[tuple[str, bool], int] = {}
    for family, ok, task, calls in SESSIONS:
        n = counters.get((family, ok), 0) + 1
        counters[(family, ok)] = n
        run_id = f"{family}-{'ok' if ok else 'fail'}-{n}"
        for tool, args, result in calls:
            out.append(
                {
                    "source": f"heldout30/{family}",
                    "run_id": run_id,
                    "task": task,
                    "tool": tool,
                    "args": args,
                    "result": result,
                    "outcome": {"success": ok},
                }
            )
    return out


def main(out: Path) -> None:
    out.parent.mkdir(parents=True, exist_ok=True)
    with out.open("w", encoding="utf-8") as fh:
        for row in rows():
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main(
        Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).with_name("tool_heldout30.jsonl")
    )
