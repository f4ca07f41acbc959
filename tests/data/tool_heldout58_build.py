# ruff: noqa: E501, E731, E741, UP031
"""Build tests/data/tool_heldout58.jsonl: a blind held-out fixture of real-runs rows.

Five domain groups, written as the tools and their usual wrappers return text to a model.
No detector was consulted while writing; formats come from the tools' documentation and
from memory of their output (time did not allow a `search` check of every family, so the
confidence notes below say how sure each one is).

Music notation and audio analysis (run through a shell tool or a Python tool):
- sox (`sox f -n stats`, `sox f -n stat`): column layout of the stats/stat effects as printed
  by sox 14.4; sure of field names, layout approximate.
- aubio CLI (`aubio tempo|onset|pitch`): one value (or "time value") per line, "NNN.NN bpm"
  for tempo; fairly sure.
- LilyPond 2.24 compile log ("Processing `x.ly'", "Interpreting music...", "Success:
  compilation successfully completed", "file:line:col: warning: barcheck failed"): sure.
- MuseScore 4 CLI (`mscore4 -o`, `--score-meta` JSON): metadata keys from the handbook;
  moderately sure; headless Qt errors are the usual xcb messages.
- music21 (printed reprs of streams, metadata bundles, analysis results): sure of reprs.
- Essentia streaming extractor log and its JSON pool (rhythm.bpm, tonal.key_edma...):
  moderately sure; a small internal REST wrapper is used for the failing session.
Meetups and conferences:
- Meetup GraphQL (`/gql-ext`, groupByUrlname/events edges, pageInfo, RSVP types): fairly sure.
- Luma public API (`/public/v1/calendar/list-events`, `/event/get-guests`, entries/has_more/
  next_cursor): fairly sure.
- Bizzabo REST (content/page Spring-style paging): moderately sure.
- Cvent REST (`/ea/events`, paging with nextToken, data): moderately sure.
Customer feedback and product boards:
- Delighted v1 (survey_responses array, metrics.json NPS fields): sure.
- Canny v1 (POST posts/list -> hasMore/posts; comments/create -> {"id"}): sure.
- UserVoice admin API v2 (suggestions + pagination): fairly sure; maintenance page is the
  generic hosted status HTML.
- Productboard public API (data/links.next, notes POST returns data.id + links.html): fairly sure.
- Qualaroo API (nudge responses array with answered_questions): moderately sure.
Feature flags and experimentation:
- LaunchDarkly API v2 (items/totalCount/_links, flag environments map, semantic patch): sure.
- Unleash admin API (features array, environments, AuthenticationRequired error body): fairly sure.
- Flagsmith (`/api/v1/flags/` feature states, identities): fairly sure.
- Split admin API (objects/offset/limit/totalCount): fairly sure.
- GrowthBook REST (experiments/limit/offset/total/hasMore/nextOffset): fairly sure.
- Statsig console API (message/data/pagination): fairly sure.
Document OCR and extraction:
- ocrmypdf CLI progress log, PriorOcrFoundError and missing-language messages: sure.
- Mindee v1 predict (api_request/document.inference.prediction with value/confidence): sure.
- Nanonets OCR model LabelFile (message/result[].prediction[] label/ocr_text/score): fairly sure.
- ABBYY Cloud OCR SDK XML (<response><task id status credits resultUrl/>): sure.
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

SESSIONS: list[dict] = []


def h(s: str, n: int = 8) -> str:
    return hashlib.sha1(s.encode()).hexdigest()[:n]


def J(o) -> str:
    return json.dumps(o, indent=2)


def C(o) -> str:
    return json.dumps(o, separators=(",", ":"))


def S(family: str, ok: bool, n: int, task: str, calls: list[tuple]) -> None:
    SESSIONS.append({"family": family, "ok": ok, "n": n, "task": task, "calls": calls})


def sox_stats(dc, mn, mx, pk, rms, rmspk, rmstr, crest, flat, pkc, bits, ns, length):
    return (
        f"DC offset  {dc}\nMin level  {mn}\nMax level   {mx}\nPk lev dB   {pk}\n"
        f"RMS lev dB  {rms}\nRMS Pk dB   {rmspk}\nRMS Tr dB   {rmstr}\nCrest factor {crest}\n"
        f"Flat factor  {flat}\nPk count     {pkc}\nBit-depth    {bits}\nNum samples  {ns}\n"
        f"Length s     {length}\nScale max   1.000000\nWindow s       0.050\n"
    )


# ---------------------------------------------------------------- music
S(
    "sox",
    True,
    1,
    "Check the five stems in ~/mix/stems for clipping or silence before I send them to mastering.",
    [
        (
            "bash",
            {"command": "ls -la ~/mix/stems"},
            "total 187412\ndrwxr-xr-x 2 dana dana     4096 Mar  3 21:14 .\ndrwxr-xr-x 5 dana dana     4096 Mar  3 20:02 ..\n-rw-r--r-- 1 dana dana 37041452 Mar  3 21:10 bass.wav\n-rw-r--r-- 1 dana dana 37041452 Mar  3 21:11 drums.wav\n-rw-r--r-- 1 dana dana 37041452 Mar  3 21:12 fx.wav\n-rw-r--r-- 1 dana dana 37041452 Mar  3 21:13 keys.wav\n-rw-r--r-- 1 dana dana 37041452 Mar  3 21:14 vox.wav\n",
        ),
        (
            "bash",
            {"command": "sox ~/mix/stems/drums.wav -n stats"},
            sox_stats(
                "-0.000041",
                "-0.999969",
                "0.999969",
                "-0.00",
                "-13.87",
                "-6.02",
                "-71.44",
                "4.94",
                "19.71",
                "412",
                "16/16",
                "9.26M",
                "209.952",
            ),
        ),
        (
            "bash",
            {"command": "sox ~/mix/stems/bass.wav -n stats"},
            sox_stats(
                "0.000318",
                "-0.707611",
                "0.702148",
                "-3.00",
                "-16.25",
                "-9.88",
                "-62.10",
                "4.57",
                "0.00",
                "2",
                "16/16",
                "9.26M",
                "209.952",
            ),
        ),
        (
            "bash",
            {"command": "sox ~/mix/stems/fx.wav -n stats"},
            sox_stats(
                "0.000000",
                "0.000000",
                "0.000000",
                "-inf",
                "-inf",
                "-inf",
                "-inf",
                "1.00",
                "0.00",
                "0",
                "0/16",
                "9.26M",
                "209.952",
            ),
        ),
        (
            "bash",
            {"command": "sox ~/mix/stems/keys.wav -n stats"},
            sox_stats(
                "-0.000007",
                "-0.451080",
                "0.439331",
                "-6.91",
                "-22.64",
                "-15.30",
                "-80.12",
                "6.11",
                "0.00",
                "2",
                "16/16",
                "9.26M",
                "209.952",
            ),
        ),
        (
            "bash",
            {"command": "sox ~/mix/stems/vox.wav -n stat 2>&1"},
            "Samples read:           9259776\nLength (seconds):    209.952000\nScaled by:         2147483647.0\nMaximum amplitude:     0.891235\nMinimum amplitude:    -0.874512\nMidline amplitude:     0.008362\nMean    norm:          0.041877\nMean    amplitude:     0.000011\nRMS     amplitude:     0.083120\nMaximum delta:         0.402771\nMinimum delta:         0.000000\nMean    delta:         0.009611\nRMS     delta:         0.020430\nRough   frequency:         1723\nVolume adjustment:        1.122\n",
        ),
    ],
)

_trunc = "sox WARN wav: Premature EOF on .wav input file\n" + sox_stats(
    "0.000000",
    "0.000000",
    "0.000000",
    "-inf",
    "-inf",
    "-inf",
    "-inf",
    "1.00",
    "0.00",
    "0",
    "0/0",
    "0",
    "0.000000",
)
S(
    "sox",
    False,
    1,
    "Measure loudness peaks of the six interview takes on the shared drive (/mnt/studio/interviews) so I can pick the cleanest.",
    [
        (
            "bash",
            {"command": "ls /mnt/studio/interviews"},
            "take1.wav\ntake2.wav\ntake3.wav\ntake4.wav\ntake5.wav\ntake6.wav\n",
        ),
        ("bash", {"command": "sox /mnt/studio/interviews/take1.wav -n stats"}, _trunc),
        ("bash", {"command": "sox /mnt/studio/interviews/take2.wav -n stats"}, _trunc),
        ("bash", {"command": "sox /mnt/studio/interviews/take3.wav -n stats 2>&1"}, _trunc),
        (
            "bash",
            {"command": "soxi /mnt/studio/interviews/take4.wav"},
            "\nInput File     : '/mnt/studio/interviews/take4.wav'\nChannels       : 2\nSample Rate    : 48000\nPrecision      : 24-bit\nDuration       : 00:41:07.20 = 118425600 samples ~ 185040 CDDA sectors\nFile Size      : 44\nBit Rate       : 0\nSample Encoding: 24-bit Signed Integer PCM\n\n",
        ),
        (
            "bash",
            {"command": "sox /mnt/studio/interviews/take4.wav -n stat 2>&1"},
            "sox WARN wav: Premature EOF on .wav input file\nSamples read:                 0\nLength (seconds):      0.000000\nScaled by:         2147483647.0\nMaximum amplitude:     0.000000\nMinimum amplitude:     0.000000\nMidline amplitude:     0.000000\nMean    norm:               nan\nMean    amplitude:          nan\nRMS     amplitude:          nan\nMaximum delta:         0.000000\nMinimum delta:         0.000000\nMean    delta:              nan\nRMS     delta:              nan\nRough   frequency:          nan\n",
        ),
        ("bash", {"command": "sox /mnt/studio/interviews/take5.wav -n stats"}, _trunc),
        ("bash", {"command": "sox /mnt/studio/interviews/take6.wav -n stats"}, _trunc),
    ],
)

S(
    "aubio",
    True,
    1,
    "What's the tempo of loop_07.wav and where are the first few onsets? I want to slice it.",
    [
        ("bash", {"command": "aubio tempo loops/loop_07.wav"}, "127.98 bpm\n"),
        (
            "bash",
            {"command": "aubio beat loops/loop_07.wav | head -8"},
            "0.011610\n0.480726\n0.949841\n1.418957\n1.888073\n2.357188\n2.826304\n3.295420\n",
        ),
        (
            "bash",
            {"command": "aubio onset -t 0.4 loops/loop_07.wav | head -12"},
            "0.000000\n0.234376\n0.468752\n0.590726\n0.937506\n1.171882\n1.406258\n1.528231\n1.875011\n2.109387\n2.343763\n2.465737\n",
        ),
        (
            "bash",
            {"command": "aubio pitch -u midi loops/loop_07.wav | awk '$2>0' | head -6"},
            "0.023220 45.02\n0.029025 45.01\n0.034830 44.98\n0.040635 45.00\n0.046440 45.03\n0.052245 45.00\n",
        ),
        (
            "bash",
            {"command": "aubio cut -t 0.4 -o slices loops/loop_07.wav && ls slices | wc -l"},
            "32\n",
        ),
    ],
)

S(
    "lilypond",
    True,
    1,
    "Compile the hymn arrangement in choir/abide.ly to PDF and fix anything LilyPond complains about.",
    [
        (
            "bash",
            {"command": "cd choir && lilypond abide.ly"},
            "GNU LilyPond 2.24.3 (running Guile 2.2)\nProcessing `abide.ly'\nParsing...\nInterpreting music...\nabide.ly:38:25: warning: barcheck failed at: 1/2\n  e4 d c2 |\n           b4 |\nabide.ly:38:25: warning: barcheck failed at: 1/2\nInterpreting music...[8][16]\nPreprocessing graphical objects...\nFinding the ideal number of pages...\nFitting music on 1 or 2 pages...\nDrawing systems...\nConverting to `abide.pdf'...\nSuccess: compilation successfully completed\n",
        ),
        (
            "bash",
            {"command": "sed -n 34,40p choir/abide.ly"},
            "tenor = \\relative c' {\n  \\global\n  e2 e4 e | f2 e | d4 d e fis | g1 |\n  g2 g4 g | a2 g | fis4 e d c |\n  e4 d c2 | b4 |\n  c2 c4 c | d2 e |\n}\n",
        ),
        (
            "str_replace",
            {"path": "choir/abide.ly", "old": "e4 d c2 | b4 |", "new": "e4 d c b | b1 |"},
            "Replaced 1 occurrence in choir/abide.ly",
        ),
        (
            "bash",
            {"command": "cd choir && lilypond abide.ly 2>&1 | tail -4"},
            "Fitting music on 1 or 2 pages...\nDrawing systems...\nConverting to `abide.pdf'...\nSuccess: compilation successfully completed\n",
        ),
        (
            "bash",
            {"command": "pdfinfo choir/abide.pdf | grep -E 'Pages|Producer'"},
            "Producer:        LilyPond 2.24.3\nPages:           2\n",
        ),
    ],
)

S(
    "lilypond",
    True,
    2,
    "Check whether any of the etudes in etudes/*.ly use \\partial, and give me the MIDI length of etude 3.",
    [
        ("bash", {"command": "grep -n '\\\\partial' etudes/*.ly"}, ""),
        (
            "bash",
            {"command": "ls etudes"},
            "etude1.ly  etude2.ly  etude3.ly  etude4.ly  include/\n",
        ),
        (
            "bash",
            {"command": "cd etudes && lilypond -dmidi-extension=mid etude3.ly"},
            "GNU LilyPond 2.24.3 (running Guile 2.2)\nProcessing `etude3.ly'\nParsing...\nInterpreting music...[8][16][24][32][40]\nPreprocessing graphical objects...\nInterpreting music...\nMIDI output to `etude3.mid'...\nFinding the ideal number of pages...\nFitting music on 3 or 4 pages...\nDrawing systems...\nConverting to `etude3.pdf'...\nSuccess: compilation successfully completed\n",
        ),
        (
            "python",
            {
                "code": "import mido; m=mido.MidiFile('etudes/etude3.mid'); print(round(m.length,2), len(m.tracks))"
            },
            "131.25 3\n",
        ),
    ],
)

S(
    "musescore",
    True,
    1,
    "Export the string quartet score quartet.mscz to PDF and separate part PDFs, then tell me how many pages each has.",
    [
        (
            "bash",
            {"command": "mscore4portable --score-meta quartet.mscz"},
            J(
                {
                    "metadata": {
                        "composer": "R. Okafor",
                        "duration": 684,
                        "hasHarmonies": False,
                        "hasLyrics": False,
                        "keysig": -3,
                        "lyricist": "",
                        "mscoreVersion": "4.2.1",
                        "measures": 212,
                        "pages": 14,
                        "parts": [
                            {"name": "Violin I", "program": 40},
                            {"name": "Violin II", "program": 40},
                            {"name": "Viola", "program": 41},
                            {"name": "Violoncello", "program": 42},
                        ],
                        "poet": "",
                        "subtitle": "I. Allegro moderato",
                        "tempo": 108,
                        "tempoText": "Allegro moderato",
                        "textFramesData": {},
                        "timesig": "3/4",
                        "title": "String Quartet No. 2",
                    }
                }
            ),
        ),
        ("bash", {"command": "mscore4portable -o out/quartet.pdf quartet.mscz"}, ""),
        (
            "bash",
            {
                "command": "mscore4portable --score-parts-pdf quartet.mscz > out/parts.json && jq -r '.parts[]' out/parts.json"
            },
            "Violin I\nViolin II\nViola\nVioloncello\n",
        ),
        (
            "bash",
            {
                "command": 'cd out && for i in 0 1 2 3; do jq -r ".partsBin[$i]" parts.json | base64 -d > part$i.pdf; done; for f in quartet.pdf part*.pdf; do echo "$f $(pdfinfo $f | awk \'/Pages/{print $2}\')"; done'
            },
            "quartet.pdf 14\npart0.pdf 5\npart1.pdf 5\npart2.pdf 4\npart3.pdf 4\n",
        ),
    ],
)

_xcb = 'qt.qpa.xcb: could not connect to display \nqt.qpa.plugin: Could not load the Qt platform plugin "xcb" in "" even though it was found.\nThis application failed to start because no Qt platform plugin could be initialized. Reinstalling the application may fix this problem.\n\nAvailable platform plugins are: eglfs, linuxfb, minimal, minimalegl, offscreen, vnc, wayland-egl, wayland, wayland-xcomposite-egl, wayland-xcomposite-glx, xcb.\n\nAborted (core dumped)\n'
S(
    "musescore",
    False,
    1,
    "Convert the 12 choir pieces in scores/ from .mscz to MusicXML for the publisher.",
    [
        (
            "bash",
            {"command": "ls scores | head"},
            "agnus.mscz\nave_verum.mscz\nbeati.mscz\ncantate.mscz\ndona.mscz\nexsultate.mscz\ngloria.mscz\njubilate.mscz\nkyrie.mscz\nmagnificat.mscz\n",
        ),
        ("bash", {"command": "mscore -o export/agnus.musicxml scores/agnus.mscz"}, _xcb),
        ("bash", {"command": "mscore -o export/agnus.mxl scores/agnus.mscz 2>&1"}, _xcb),
        (
            "bash",
            {"command": "mscore --export-to export/ave_verum.musicxml scores/ave_verum.mscz"},
            _xcb,
        ),
        ("bash", {"command": "ls export/"}, ""),
        ("bash", {"command": "mscore -j jobs.json"}, _xcb),
        (
            "bash",
            {"command": "mscore -o export/beati.musicxml scores/beati.mscz; echo rc=$?"},
            _xcb + "rc=134\n",
        ),
    ],
)

S(
    "music21",
    True,
    1,
    "Analyse the key of Bach chorale BWV 66.6 and list its cadence chords at fermatas.",
    [
        (
            "python",
            {
                "code": "from music21 import corpus\ns = corpus.parse('bach/bwv66.6')\nprint(s.metadata.title, s.analyze('key'))"
            },
            "bwv66.6.mxl f# minor\n",
        ),
        (
            "python",
            {
                "code": "print(len(s.parts), [p.partName for p in s.parts], s.recurse().getElementsByClass('Measure').last().number)"
            },
            "4 ['Soprano', 'Alto', 'Tenor', 'Bass'] 9\n",
        ),
        (
            "python",
            {
                "code": "from music21 import expressions\nch = s.chordify()\nfor c in ch.recurse().getElementsByClass('Chord'):\n    if any(isinstance(e, expressions.Fermata) for e in c.expressions):\n        print(c.measureNumber, c.pitchedCommonName)"
            },
            "",
        ),
        (
            "python",
            {
                "code": "sop = s.parts[0]\nferm = [n.measureNumber for n in sop.recurse().notes if n.expressions]\nprint(ferm)"
            },
            "[2, 4, 6, 9]\n",
        ),
        (
            "python",
            {
                "code": "for m in [2,4,6,9]:\n    c = ch.measure(m).notes[-1]\n    print(m, c.pitchedCommonName, c.root().name)"
            },
            "2 A-major triad A\n4 C#-major triad C#\n6 E-major triad E\n9 F#-major triad F#\n",
        ),
    ],
)

_empty_bundle = "<music21.metadata.bundles.MetadataBundle 'local': {0 entries}>\n"
S(
    "music21",
    False,
    1,
    "Find the folk tunes in our local music21 corpus that are in 6/8 and in D major.",
    [
        (
            "python",
            {
                "code": "from music21 import corpus\nb = corpus.search('6/8', corpus='local', field='timeSignature')\nprint(b)"
            },
            _empty_bundle,
        ),
        (
            "python",
            {"code": "print(corpus.search('D', corpus='local', field='keySignature'))"},
            _empty_bundle,
        ),
        ("python", {"code": "print(corpus.search('jig', corpus='local'))"}, _empty_bundle),
        ("python", {"code": "print(corpus.search('reel', corpus='local'))"}, _empty_bundle),
        (
            "python",
            {
                "code": "from music21 import environment\nprint(environment.UserSettings()['localCorpusPath'])"
            },
            "None\n",
        ),
        (
            "python",
            {"code": "print(corpus.search('folk', corpus='local', field='composer'))"},
            _empty_bundle,
        ),
        ("python", {"code": "print(corpus.search('', corpus='local'))"}, _empty_bundle),
    ],
)

S(
    "essentia",
    True,
    1,
    "Get BPM, key and loudness for the three demo masters in masters/ for the label sheet.",
    [
        (
            "bash",
            {"command": "essentia_streaming_extractor_music masters/demo1.flac /tmp/d1.json"},
            "[   INFO   ] MusicExtractorSVM: no classifier models were configured by default\n[   INFO   ] Audio file: masters/demo1.flac\n[   INFO   ] Process step: Read metadata\n[   INFO   ] Process step: Compute md5 audio hash, codec, length, and EBU 128 loudness\n[   INFO   ] Process step: Replay gain\n[   INFO   ] Process step: Compute audio features\n[   INFO   ] Process step: Compute aggregation\n[   INFO   ] All done\n[   INFO   ] Writing results to file /tmp/d1.json\n",
        ),
        (
            "bash",
            {
                "command": "jq '{bpm: .rhythm.bpm, key: .tonal.key_edma.key, scale: .tonal.key_edma.scale, lufs: .lowlevel.loudness_ebu128.integrated}' /tmp/d1.json"
            },
            J({"bpm": 93.9811, "key": "G", "scale": "minor", "lufs": -9.4217}),
        ),
        (
            "bash",
            {
                "command": "for f in demo2 demo3; do essentia_streaming_extractor_music masters/$f.flac /tmp/$f.json >/dev/null 2>&1; jq -c '{bpm: .rhythm.bpm, key: .tonal.key_edma.key, scale: .tonal.key_edma.scale, lufs: .lowlevel.loudness_ebu128.integrated}' /tmp/$f.json; done"
            },
            '{"bpm":140.0217,"key":"Eb","scale":"major","lufs":-8.0012}\n{"bpm":71.0633,"key":"C#","scale":"minor","lufs":-13.822}\n',
        ),
        (
            "bash",
            {
                "command": "jq '.rhythm.bpm_histogram_first_peak_bpm, .rhythm.bpm_histogram_second_peak_bpm' /tmp/demo3.json"
            },
            "71\n142\n",
        ),
    ],
)

_ess = J(
    {
        "track_id": "a41f0c2e",
        "status": "cached",
        "analysis": {
            "bpm": 120.0,
            "key": "C",
            "scale": "major",
            "danceability": 1.0,
            "loudness_integrated": -14.0,
            "duration": 0.0,
        },
        "analyzed_at": "2025-01-02T00:00:00Z",
    }
)
S(
    "essentia",
    False,
    1,
    "Use the audio-analysis service to tag BPM and key for the 8 new catalogue uploads.",
    [
        ("analyze_track", {"track_id": "cat-2291"}, _ess),
        ("analyze_track", {"track_id": "cat-2292"}, _ess),
        ("analyze_track", {"track_id": "cat-2293", "force": True}, _ess),
        (
            "get_track_features",
            {"track_id": "cat-2291", "fields": ["rhythm.bpm", "tonal.key_edma"]},
            J(
                {
                    "track_id": "a41f0c2e",
                    "rhythm.bpm": 120.0,
                    "tonal.key_edma": {"key": "C", "scale": "major", "strength": 0.0},
                }
            ),
        ),
        ("analyze_track", {"track_id": "cat-2294"}, _ess),
        ("analyze_track", {"track_id": "cat-2295", "force": True}, _ess),
        ("analyze_track", {"track_id": "cat-2296"}, _ess),
    ],
)


# ---------------------------------------------------------------- meetups and conferences
def mu_ev(title, dt, going, venue):
    return {
        "node": {
            "id": str(int(h(title, 7), 16) % 300000000),
            "title": title,
            "dateTime": dt,
            "going": going,
            "venue": {"name": venue, "city": "Austin"},
            "eventUrl": f"https://www.meetup.com/austin-python/events/{int(h(title, 7), 16) % 300000000}/",
        }
    }


S(
    "meetup",
    True,
    1,
    "List all upcoming Austin Python meetup events and tell me which has the most RSVPs.",
    [
        (
            "meetup_graphql",
            {
                "query": "query($u:String!,$after:String){groupByUrlname(urlname:$u){name upcomingEvents(input:{first:3,after:$after}){pageInfo{hasNextPage endCursor} edges{node{id title dateTime going venue{name city} eventUrl}}}}}",
                "variables": {"u": "austin-python"},
            },
            J(
                {
                    "data": {
                        "groupByUrlname": {
                            "name": "Austin Python Meetup",
                            "upcomingEvents": {
                                "pageInfo": {
                                    "hasNextPage": True,
                                    "endCursor": "MTcxMjY5MjAwMDAwMA==",
                                },
                                "edges": [
                                    mu_ev(
                                        "Monthly Meeting: Typing in Practice",
                                        "2025-04-09T19:00-05:00",
                                        64,
                                        "Capital Factory",
                                    ),
                                    mu_ev(
                                        "Project Night",
                                        "2025-04-16T18:30-05:00",
                                        22,
                                        "Austin Central Library",
                                    ),
                                    mu_ev(
                                        "Beginner Office Hours",
                                        "2025-04-20T13:00-05:00",
                                        9,
                                        "Online event",
                                    ),
                                ],
                            },
                        }
                    }
                }
            ),
        ),
        (
            "meetup_graphql",
            {
                "query": "(same)",
                "variables": {"u": "austin-python", "after": "MTcxMjY5MjAwMDAwMA=="},
            },
            J(
                {
                    "data": {
                        "groupByUrlname": {
                            "name": "Austin Python Meetup",
                            "upcomingEvents": {
                                "pageInfo": {
                                    "hasNextPage": True,
                                    "endCursor": "MTcxNTExMTIwMDAwMA==",
                                },
                                "edges": [
                                    mu_ev(
                                        "Monthly Meeting: Polars vs pandas",
                                        "2025-05-14T19:00-05:00",
                                        88,
                                        "Capital Factory",
                                    ),
                                    mu_ev(
                                        "Project Night (May)",
                                        "2025-05-21T18:30-05:00",
                                        15,
                                        "Austin Central Library",
                                    ),
                                    mu_ev(
                                        "PyTexas Watch Party",
                                        "2025-05-31T10:00-05:00",
                                        31,
                                        "Cosmic Coffee",
                                    ),
                                ],
                            },
                        }
                    }
                }
            ),
        ),
        (
            "meetup_graphql",
            {
                "query": "(same)",
                "variables": {"u": "austin-python", "after": "MTcxNTExMTIwMDAwMA=="},
            },
            J(
                {
                    "data": {
                        "groupByUrlname": {
                            "name": "Austin Python Meetup",
                            "upcomingEvents": {
                                "pageInfo": {
                                    "hasNextPage": False,
                                    "endCursor": "MTcxODEzNTIwMDAwMA==",
                                },
                                "edges": [
                                    mu_ev(
                                        "Monthly Meeting: Lightning Talks",
                                        "2025-06-11T19:00-05:00",
                                        12,
                                        "Capital Factory",
                                    )
                                ],
                            },
                        }
                    }
                }
            ),
        ),
    ],
)

S(
    "meetup",
    True,
    2,
    "RSVP me yes to the next Rust ATX meetup and check whether there's a waitlist.",
    [
        (
            "meetup_graphql",
            {
                "query": '{groupByUrlname(urlname:"rust-atx"){upcomingEvents(input:{first:1}){edges{node{id title dateTime maxTickets going waiting rsvpState}}}}}'
            },
            J(
                {
                    "data": {
                        "groupByUrlname": {
                            "upcomingEvents": {
                                "edges": [
                                    {
                                        "node": {
                                            "id": "306118245",
                                            "title": "Rust ATX: Async Deep Dive",
                                            "dateTime": "2025-04-22T18:30-05:00",
                                            "maxTickets": 60,
                                            "going": 60,
                                            "waiting": 4,
                                            "rsvpState": "WAITLIST",
                                        }
                                    }
                                ]
                            }
                        }
                    }
                }
            ),
        ),
        (
            "meetup_graphql",
            {
                "query": 'mutation{createRsvp(input:{eventId:"306118245",response:YES}){rsvp{id status}errors{code message}}}'
            },
            J(
                {
                    "data": {
                        "createRsvp": {
                            "rsvp": {"id": "1994051735", "status": "WAITLIST"},
                            "errors": [],
                        }
                    }
                }
            ),
        ),
        (
            "meetup_graphql",
            {"query": "{self{rsvps(first:5){edges{node{event{title} status}}}}}"},
            J(
                {
                    "data": {
                        "self": {
                            "rsvps": {
                                "edges": [
                                    {
                                        "node": {
                                            "event": {"title": "Rust ATX: Async Deep Dive"},
                                            "status": "WAITLIST",
                                        }
                                    },
                                    {
                                        "node": {
                                            "event": {"title": "Austin Python: Typing in Practice"},
                                            "status": "YES",
                                        }
                                    },
                                ]
                            }
                        }
                    }
                }
            ),
        ),
        (
            "meetup_graphql",
            {"query": '{event(id:"306118245"){waiting going}}'},
            J({"data": {"event": {"waiting": 5, "going": 60}}}),
        ),
    ],
)

_mu_rl = J(
    {
        "errors": [
            {
                "message": "Too Many Requests",
                "locations": [],
                "extensions": {
                    "code": "RATE_LIMITED",
                    "consumedPoints": 500,
                    "resetAt": "2025-04-07T16:42:10.115Z",
                },
            }
        ],
        "data": None,
    }
)
S(
    "meetup",
    False,
    1,
    "Find data-science meetup groups near Denver with more than 500 members and their next event.",
    [
        (
            "meetup_graphql",
            {
                "query": '{keywordSearch(filter:{query:"data science",lat:39.74,lon:-104.99,radius:25,source:GROUPS},input:{first:20}){edges{node{result{...on Group{name urlname memberships{count}}}}}}}'
            },
            _mu_rl,
        ),
        (
            "meetup_graphql",
            {
                "query": '{keywordSearch(filter:{query:"machine learning",lat:39.74,lon:-104.99,radius:25,source:GROUPS},input:{first:20}){edges{node{result{...on Group{name urlname}}}}}}'
            },
            _mu_rl,
        ),
        (
            "meetup_graphql",
            {"query": '{groupByUrlname(urlname:"denver-data-science"){name memberships{count}}}'},
            _mu_rl,
        ),
        (
            "meetup_graphql",
            {
                "query": '{groupByUrlname(urlname:"pydata-denver"){name upcomingEvents(input:{first:1}){edges{node{title dateTime}}}}}'
            },
            _mu_rl,
        ),
        (
            "meetup_graphql",
            {
                "query": '{keywordSearch(filter:{query:"AI",lat:39.74,lon:-104.99,source:GROUPS},input:{first:5}){count}}'
            },
            _mu_rl,
        ),
        ("meetup_graphql", {"query": '{groupByUrlname(urlname:"denver-ai"){name}}'}, _mu_rl),
        ("meetup_graphql", {"query": "{self{id name}}"}, _mu_rl),
    ],
)

S(
    "luma",
    True,
    1,
    "How many people are approved vs pending for our 'Founders Breakfast' on Luma, and approve anyone from Acme.",
    [
        (
            "luma_list_events",
            {"calendar": "cal-northside", "after": "2025-04-01"},
            J(
                {
                    "entries": [
                        {
                            "api_id": "evt-" + h("fb", 12),
                            "event": {
                                "api_id": "evt-" + h("fb", 12),
                                "name": "Founders Breakfast #14",
                                "start_at": "2025-04-11T14:30:00.000Z",
                                "end_at": "2025-04-11T16:00:00.000Z",
                                "timezone": "America/Chicago",
                                "url": "https://lu.ma/fb14",
                                "geo_address_json": {"city": "Chicago"},
                                "visibility": "public",
                            },
                            "tags": [],
                        }
                    ],
                    "has_more": False,
                    "next_cursor": None,
                }
            ),
        ),
        (
            "luma_get_guests",
            {"event_api_id": "evt-" + h("fb", 12), "pagination_limit": 50},
            J(
                {
                    "entries": [
                        {
                            "api_id": "gst-" + h(n, 10),
                            "guest": {
                                "approval_status": st,
                                "name": n,
                                "email": e,
                                "registered_at": "2025-04-0%dT1%d:00:00.000Z" % (i % 9 + 1, i % 10),
                                "checked_in_at": None,
                            },
                        }
                        for i, (n, e, st) in enumerate(
                            [
                                ("Priya Raman", "priya@acme.io", "pending_approval"),
                                ("Tom Berg", "tom@bergventures.com", "approved"),
                                ("Lena Ortiz", "lena@acme.io", "pending_approval"),
                                ("Sam Cho", "sam@choworks.dev", "approved"),
                                ("Ade Bello", "ade@fundr.co", "declined"),
                                ("Mia Park", "mia@parklabs.ai", "pending_approval"),
                            ]
                        )
                    ],
                    "has_more": True,
                    "next_cursor": "gst-cursor-" + h("p2", 6),
                }
            ),
        ),
        (
            "luma_get_guests",
            {"event_api_id": "evt-" + h("fb", 12), "pagination_cursor": "gst-cursor-" + h("p2", 6)},
            J(
                {
                    "entries": [
                        {
                            "api_id": "gst-" + h("jo", 10),
                            "guest": {
                                "approval_status": "approved",
                                "name": "Jo Wright",
                                "email": "jo@wright.vc",
                                "registered_at": "2025-04-07T09:12:00.000Z",
                                "checked_in_at": None,
                            },
                        }
                    ],
                    "has_more": False,
                    "next_cursor": None,
                }
            ),
        ),
        (
            "luma_update_guest_status",
            {
                "event_api_id": "evt-" + h("fb", 12),
                "guest": {"type": "email", "email": "priya@acme.io"},
                "status": "approved",
            },
            "{}",
        ),
        (
            "luma_update_guest_status",
            {
                "event_api_id": "evt-" + h("fb", 12),
                "guest": {"type": "email", "email": "lena@acme.io"},
                "status": "approved",
            },
            "{}",
        ),
    ],
)

S(
    "luma",
    True,
    2,
    "Create a Luma event for our April design critique (Apr 24, 6-8pm ET, online) and send me the link.",
    [
        (
            "luma_create_event",
            {
                "name": "Design Critique: April",
                "start_at": "2025-04-24T22:00:00Z",
                "end_at": "2025-04-25T00:00:00Z",
                "timezone": "America/New_York",
                "meeting_url": "https://meet.google.com/xqe-frtw-kpa",
            },
            J({"api_id": "evt-" + h("crit", 12)}),
        ),
        (
            "luma_get_event",
            {"api_id": "evt-" + h("crit", 12)},
            J(
                {
                    "event": {
                        "api_id": "evt-" + h("crit", 12),
                        "name": "Design Critique: April",
                        "start_at": "2025-04-24T22:00:00.000Z",
                        "end_at": "2025-04-25T00:00:00.000Z",
                        "timezone": "America/New_York",
                        "url": "https://lu.ma/" + h("critu", 8),
                        "visibility": "public",
                        "meeting_url": "https://meet.google.com/xqe-frtw-kpa",
                        "require_rsvp_approval": False,
                    },
                    "hosts": [
                        {
                            "api_id": "usr-" + h("host", 10),
                            "name": "Nora Lind",
                            "email": "nora@studiolind.com",
                        }
                    ],
                }
            ),
        ),
        (
            "luma_get_guests",
            {"event_api_id": "evt-" + h("crit", 12)},
            J({"entries": [], "has_more": False, "next_cursor": None}),
        ),
    ],
)

_luma_empty = J({"entries": [], "has_more": False, "next_cursor": None})
S(
    "luma",
    False,
    1,
    "Pull the guest list for last week's 'AI Tinkerers' demo night from Luma and tell me who checked in.",
    [
        ("luma_list_events", {"after": "2025-03-24", "before": "2025-04-02"}, _luma_empty),
        ("luma_list_events", {"after": "2025-03-01"}, _luma_empty),
        ("luma_list_events", {}, _luma_empty),
        ("luma_get_event", {"api_id": "evt-Xq3mT7pLk2"}, J({"message": "Event not found"})),
        ("luma_list_people", {"query": "tinkerers"}, _luma_empty),
        ("luma_list_events", {"series_api_id": "evs-aitinkerers"}, _luma_empty),
        ("luma_list_people", {}, _luma_empty),
    ],
)

S(
    "bizzabo",
    True,
    1,
    "For DevSummit 2025 on Bizzabo, how many registrations came from the early-bird ticket, and is the speaker 'Hana Ito' confirmed?",
    [
        (
            "bizzabo_list_events",
            {"name": "DevSummit"},
            J(
                {
                    "content": [
                        {
                            "id": 581204,
                            "name": "DevSummit 2025",
                            "startDate": "2025-06-03T09:00:00",
                            "endDate": "2025-06-05T18:00:00",
                            "timezone": "Europe/Berlin",
                            "status": "published",
                            "venue": {"name": "STATION Berlin"},
                        }
                    ],
                    "page": {"size": 20, "totalElements": 1, "totalPages": 1, "number": 0},
                }
            ),
        ),
        (
            "bizzabo_list_registrations",
            {"eventId": 581204, "ticketName": "Early Bird", "page": 0, "size": 200},
            J(
                {
                    "content": [
                        {
                            "id": 90000000 + i,
                            "ticketName": "Early Bird",
                            "status": "completed",
                            "created": f"2025-01-{i % 28 + 1:02d}T10:00:00Z",
                        }
                        for i in range(3)
                    ],
                    "page": {"size": 200, "totalElements": 412, "totalPages": 3, "number": 0},
                }
            ),
        ),
        (
            "bizzabo_list_speakers",
            {"eventId": 581204, "q": "Hana Ito"},
            J(
                {
                    "content": [
                        {
                            "id": 77120,
                            "firstName": "Hana",
                            "lastName": "Ito",
                            "company": "Kumo Systems",
                            "title": "Staff SRE",
                            "status": "confirmed",
                            "sessions": [
                                {"id": 30211, "title": "Error budgets that people respect"}
                            ],
                        }
                    ],
                    "page": {"size": 20, "totalElements": 1, "totalPages": 1, "number": 0},
                }
            ),
        ),
    ],
)

_biz_maint = '<!DOCTYPE html>\n<html>\n<head><title>Bizzabo - Scheduled Maintenance</title></head>\n<body>\n<h1>We\'ll be right back</h1>\n<p>Bizzabo is undergoing scheduled maintenance. We expect to be back shortly. Thank you for your patience.</p>\n<p>Follow <a href="https://status.bizzabo.com">status.bizzabo.com</a> for updates.</p>\n</body>\n</html>'
S(
    "bizzabo",
    False,
    1,
    "Export the session list with room assignments for CloudConf on Bizzabo and flag any room double-bookings.",
    [
        ("bizzabo_list_events", {"name": "CloudConf"}, _biz_maint),
        ("bizzabo_list_events", {}, _biz_maint),
        ("bizzabo_list_sessions", {"eventId": 573310}, _biz_maint),
        ("bizzabo_list_sessions", {"eventId": 573310, "page": 0, "size": 50}, _biz_maint),
        ("bizzabo_list_rooms", {"eventId": 573310}, _biz_maint),
        ("bizzabo_list_speakers", {"eventId": 573310}, _biz_maint),
        ("bizzabo_list_sessions", {"eventId": 573310, "track": "Main"}, _biz_maint),
    ],
)

S(
    "cvent",
    True,
    1,
    "In Cvent, find the attendees of the 'Partner Summit 2025' who haven't booked a hotel yet.",
    [
        (
            "cvent_api",
            {
                "method": "GET",
                "path": "/ea/events",
                "params": {"filter": "title eq 'Partner Summit 2025'"},
            },
            J(
                {
                    "paging": {"limit": 100, "totalCount": 1, "currentToken": h("t0", 16)},
                    "data": [
                        {
                            "id": "3f2a" + h("ps", 28),
                            "title": "Partner Summit 2025",
                            "code": "PS25",
                            "start": "2025-09-16T13:00:00Z",
                            "end": "2025-09-18T21:00:00Z",
                            "status": "Active",
                            "format": "In-person",
                        }
                    ],
                }
            ),
        ),
        (
            "cvent_api",
            {
                "method": "GET",
                "path": "/ea/attendees",
                "params": {"filter": "event.id eq '3f2a" + h("ps", 28) + "'", "limit": 3},
            },
            J(
                {
                    "paging": {
                        "limit": 3,
                        "totalCount": 5,
                        "currentToken": h("t1", 16),
                        "nextToken": h("t2", 16),
                    },
                    "data": [
                        {
                            "id": h(n, 32),
                            "contact": {
                                "firstName": n.split()[0],
                                "lastName": n.split()[1],
                                "company": c,
                            },
                            "status": "Accepted",
                        }
                        for n, c in [
                            ("Rosa Diaz", "Nordwind"),
                            ("Ken Mori", "Halcyon"),
                            ("Ava Stone", "Ferro Labs"),
                        ]
                    ],
                }
            ),
        ),
        (
            "cvent_api",
            {"method": "GET", "path": "/ea/attendees", "params": {"token": h("t2", 16)}},
            J(
                {
                    "paging": {"limit": 3, "totalCount": 5, "currentToken": h("t2", 16)},
                    "data": [
                        {
                            "id": h(n, 32),
                            "contact": {
                                "firstName": n.split()[0],
                                "lastName": n.split()[1],
                                "company": c,
                            },
                            "status": "Accepted",
                        }
                        for n, c in [("Omar Haddad", "Sable"), ("Ines Ruiz", "Nordwind")]
                    ],
                }
            ),
        ),
        (
            "cvent_api",
            {
                "method": "GET",
                "path": "/ea/housing/reservations",
                "params": {"filter": "event.id eq '3f2a" + h("ps", 28) + "'"},
            },
            J(
                {
                    "paging": {"limit": 100, "totalCount": 3, "currentToken": h("t3", 16)},
                    "data": [
                        {
                            "id": h("r" + n, 32),
                            "attendee": {"id": h(n, 32)},
                            "hotel": {"name": "Hyatt Regency"},
                            "arrival": "2025-09-15",
                            "departure": "2025-09-18",
                        }
                        for n in ["Rosa Diaz", "Ava Stone", "Ines Ruiz"]
                    ],
                }
            ),
        ),
    ],
)

S(
    "cvent",
    True,
    2,
    "Add Dr. Amal Nasser as a speaker to the Cvent event PS25 and make sure she isn't already there.",
    [
        (
            "cvent_api",
            {
                "method": "GET",
                "path": "/ea/speakers",
                "params": {"filter": "event.code eq 'PS25' and lastName eq 'Nasser'"},
            },
            J({"paging": {"limit": 100, "totalCount": 0, "currentToken": h("t4", 16)}, "data": []}),
        ),
        (
            "cvent_api",
            {
                "method": "POST",
                "path": "/ea/speakers",
                "body": {
                    "event": {"id": "3f2a" + h("ps", 28)},
                    "firstName": "Amal",
                    "lastName": "Nasser",
                    "prefix": "Dr.",
                    "company": "Qatar Computing Research Institute",
                },
            },
            J(
                {
                    "id": h("amal", 32),
                    "firstName": "Amal",
                    "lastName": "Nasser",
                    "prefix": "Dr.",
                    "company": "Qatar Computing Research Institute",
                    "event": {"id": "3f2a" + h("ps", 28)},
                    "created": "2025-04-07T15:22:41.330Z",
                    "createdBy": "api-client",
                }
            ),
        ),
        (
            "cvent_api",
            {"method": "GET", "path": "/ea/speakers/" + h("amal", 32)},
            J(
                {
                    "id": h("amal", 32),
                    "firstName": "Amal",
                    "lastName": "Nasser",
                    "prefix": "Dr.",
                    "company": "Qatar Computing Research Institute",
                    "sessions": [],
                    "event": {"id": "3f2a" + h("ps", 28)},
                }
            ),
        ),
    ],
)

_cv_empty = lambda k: J(
    {"paging": {"limit": 100, "totalCount": 0, "currentToken": h(k, 16)}, "data": []}
)
S(
    "cvent",
    False,
    1,
    "From Cvent, get registration counts by registration type for our Sales Kickoff (SKO26).",
    [
        (
            "cvent_api",
            {"method": "GET", "path": "/ea/events", "params": {"filter": "code eq 'SKO26'"}},
            _cv_empty("e1"),
        ),
        (
            "cvent_api",
            {
                "method": "GET",
                "path": "/ea/events",
                "params": {"filter": "title contains 'Kickoff'"},
            },
            _cv_empty("e2"),
        ),
        (
            "cvent_api",
            {"method": "GET", "path": "/ea/events", "params": {"limit": 50}},
            _cv_empty("e3"),
        ),
        (
            "cvent_api",
            {
                "method": "GET",
                "path": "/ea/attendees",
                "params": {"filter": "event.code eq 'SKO26'"},
            },
            _cv_empty("e4"),
        ),
        (
            "cvent_api",
            {"method": "GET", "path": "/ea/registration-types", "params": {}},
            _cv_empty("e5"),
        ),
        (
            "cvent_api",
            {"method": "GET", "path": "/ea/events", "params": {"filter": "start ge '2025-01-01'"}},
            _cv_empty("e6"),
        ),
    ],
)


# ---------------------------------------------------------------- customer feedback
def dl_resp(i, score, comment, email, ts):
    return {
        "id": str(51000000 + i),
        "person": str(880000 + i),
        "survey_type": "nps",
        "score": score,
        "comment": comment,
        "permalink": f"https://app.delighted.com/r/{h('dl' + str(i), 20)}",
        "created_at": ts,
        "updated_at": ts,
        "person_properties": {"plan": "team", "email_hint": email},
        "notes": [],
        "tags": [],
        "additional_answers": [],
    }


S(
    "delighted",
    True,
    1,
    "What's our NPS for March and what are detractors complaining about?",
    [
        (
            "delighted_metrics",
            {"since": 1740787200, "until": 1743465599},
            J(
                {
                    "nps": 31,
                    "promoter_count": 212,
                    "promoter_percent": 52.7,
                    "passive_count": 99,
                    "passive_percent": 24.6,
                    "detractor_count": 91,
                    "detractor_percent": 22.6,
                    "response_count": 402,
                }
            ),
        ),
        (
            "delighted_list_responses",
            {
                "since": 1740787200,
                "until": 1743465599,
                "trend": None,
                "per_page": 4,
                "page": 1,
                "order": "desc",
                "max_score": 6,
            },
            J(
                [
                    dl_resp(
                        1,
                        3,
                        "Sync to Outlook broke twice this month, lost two meetings.",
                        "j***@k.com",
                        1743400000,
                    ),
                    dl_resp(2, 5, "Too pricey for what we use.", "m***@p.io", 1743300000),
                    dl_resp(3, 2, "Mobile app logs me out constantly", "r***@s.de", 1743200000),
                    dl_resp(4, 6, "", "a***@b.com", 1743100000),
                ]
            ),
        ),
        (
            "delighted_list_responses",
            {
                "since": 1740787200,
                "until": 1743465599,
                "per_page": 4,
                "page": 2,
                "order": "desc",
                "max_score": 6,
            },
            J(
                [
                    dl_resp(5, 4, "calendar sync again", "t***@u.com", 1743000000),
                    dl_resp(6, 0, "Support took 6 days to answer", "z***@y.org", 1742900000),
                    dl_resp(7, 6, "ok", "q***@w.net", 1742800000),
                    dl_resp(8, 5, "Outlook integration unreliable", "e***@r.com", 1742700000),
                ]
            ),
        ),
        (
            "delighted_list_responses",
            {
                "since": 1740787200,
                "until": 1743465599,
                "per_page": 4,
                "page": 3,
                "order": "desc",
                "max_score": 6,
            },
            J(
                [
                    dl_resp(9, 1, "Logged out on Android every day", "c***@v.com", 1742600000),
                    dl_resp(10, 3, "", "g***@h.com", 1742500000),
                ]
            ),
        ),
    ],
)

S(
    "delighted",
    True,
    2,
    "Unsubscribe the customer ben.kaye@fabrikam.com from NPS surveys and check whether they ever responded.",
    [
        (
            "delighted_list_people",
            {"email": "ben.kaye@fabrikam.com"},
            J(
                [
                    {
                        "id": "880913",
                        "email": "ben.kaye@fabrikam.com",
                        "name": "Ben Kaye",
                        "created_at": 1701820800,
                        "last_sent_at": 1740960000,
                        "last_responded_at": None,
                        "next_survey_scheduled_at": 1748736000,
                    }
                ]
            ),
        ),
        ("delighted_list_responses", {"person_email": "ben.kaye@fabrikam.com"}, "[]"),
        ("delighted_unsubscribe", {"person_email": "ben.kaye@fabrikam.com"}, J({"ok": True})),
        (
            "delighted_list_unsubscribes",
            {"per_page": 5},
            J(
                [
                    {
                        "person_id": "880913",
                        "email": "ben.kaye@fabrikam.com",
                        "name": "Ben Kaye",
                        "unsubscribed_at": 1743962400,
                    },
                    {
                        "person_id": "872201",
                        "email": "noreply@contoso.com",
                        "name": None,
                        "unsubscribed_at": 1741111111,
                    },
                ]
            ),
        ),
        (
            "delighted_delete_pending_survey_requests",
            {"person_email": "ben.kaye@fabrikam.com"},
            J({"ok": True}),
        ),
    ],
)

S(
    "delighted",
    False,
    1,
    "Summarise this quarter's CSAT comments about onboarding from Delighted.",
    [
        ("delighted_list_responses", {"since": 1735689600, "per_page": 100}, "[]"),
        ("delighted_list_responses", {"since": 1735689600, "per_page": 100, "page": 2}, "[]"),
        (
            "delighted_metrics",
            {"since": 1735689600},
            J(
                {
                    "nps": 0,
                    "promoter_count": 0,
                    "promoter_percent": 0.0,
                    "passive_count": 0,
                    "passive_percent": 0.0,
                    "detractor_count": 0,
                    "detractor_percent": 0.0,
                    "response_count": 0,
                }
            ),
        ),
        ("delighted_list_responses", {"per_page": 100}, "[]"),
        ("delighted_list_responses", {"since": 1704067200, "per_page": 100}, "[]"),
        ("delighted_list_people", {"per_page": 20}, "[]"),
        ("delighted_list_responses", {"trend": "onboarding"}, "[]"),
    ],
)


def cn_post(t, score, status, board="Feature Requests"):
    return {
        "id": h(t, 24),
        "title": t,
        "details": "",
        "score": score,
        "status": status,
        "board": {"id": h(board, 24), "name": board},
        "author": {"id": h("a" + t, 24), "name": "Anonymous" if score < 5 else "Customer"},
        "created": "2025-02-1%dT12:00:00.000Z" % (score % 9),
        "url": "https://feedback.example.com/feature-requests/p/"
        + t.lower().replace(" ", "-")[:40],
        "commentCount": score // 4,
    }


S(
    "canny",
    True,
    1,
    "List the top-voted open feature requests on our Canny board.",
    [
        (
            "canny_list_posts",
            {
                "boardID": h("Feature Requests", 24),
                "sort": "score",
                "status": "open",
                "limit": 5,
                "skip": 0,
            },
            J(
                {
                    "hasMore": True,
                    "posts": [
                        cn_post("Dark mode for the dashboard", 341, "open"),
                        cn_post("SAML SSO on Team plan", 287, "open"),
                        cn_post("Export reports to Google Sheets", 190, "open"),
                        cn_post("Recurring tasks", 176, "open"),
                        cn_post("Zapier trigger for new comments", 120, "open"),
                    ],
                }
            ),
        ),
        (
            "canny_list_posts",
            {
                "boardID": h("Feature Requests", 24),
                "sort": "score",
                "status": "open",
                "limit": 5,
                "skip": 5,
            },
            J(
                {
                    "hasMore": False,
                    "posts": [
                        cn_post("Keyboard shortcuts cheat sheet", 98, "open"),
                        cn_post("Bulk archive", 61, "open"),
                    ],
                }
            ),
        ),
    ],
)

S(
    "canny",
    True,
    2,
    "Mark the 'Dark mode' Canny post as planned and leave a comment telling voters it's coming in Q3.",
    [
        (
            "canny_list_posts",
            {"search": "dark mode", "limit": 10},
            J(
                {
                    "hasMore": False,
                    "posts": [
                        cn_post("Dark mode for the dashboard", 341, "open"),
                        cn_post("Dark mode in mobile app", 44, "open"),
                    ],
                }
            ),
        ),
        (
            "canny_change_post_status",
            {
                "postID": h("Dark mode for the dashboard", 24),
                "status": "planned",
                "changerID": h("admin", 24),
                "shouldNotifyVoters": True,
            },
            J(cn_post("Dark mode for the dashboard", 341, "planned")),
        ),
        (
            "canny_create_comment",
            {
                "postID": h("Dark mode for the dashboard", 24),
                "authorID": h("admin", 24),
                "value": "Good news: dark mode is planned for Q3. We'll update this post when it ships.",
            },
            J({"id": h("cmt1", 24)}),
        ),
        (
            "canny_retrieve_post",
            {"id": h("Dark mode for the dashboard", 24)},
            J(dict(cn_post("Dark mode for the dashboard", 341, "planned"), commentCount=86)),
        ),
    ],
)

_cn_stale = J(
    {
        "hasMore": False,
        "posts": [
            cn_post("Dark mode for the dashboard", 341, "open"),
            cn_post("SAML SSO on Team plan", 287, "open"),
        ],
    }
)
S(
    "canny",
    False,
    1,
    "Find Canny posts about API rate limits, webhooks and CSV import so I can merge duplicates.",
    [
        ("canny_list_posts", {"search": "rate limit", "limit": 20}, _cn_stale),
        ("canny_list_posts", {"search": "webhook", "limit": 20}, _cn_stale),
        ("canny_list_posts", {"search": "csv import", "limit": 20}, _cn_stale),
        ("canny_list_posts", {"search": "webhooks retry", "limit": 20}, _cn_stale),
        ("canny_list_posts", {"search": "429", "boardID": h("Integrations", 24)}, _cn_stale),
        ("canny_list_posts", {"search": "import spreadsheet"}, _cn_stale),
    ],
)

S(
    "uservoice",
    True,
    1,
    "Which UserVoice suggestions in the 'Reporting' category got the most new supporters in the last 30 days?",
    [
        (
            "uservoice_api",
            {"path": "/api/v2/admin/categories", "params": {"per_page": 50}},
            J(
                {
                    "categories": [
                        {"id": 40121, "name": "Reporting", "suggestions_count": 58},
                        {"id": 40122, "name": "Integrations", "suggestions_count": 103},
                        {"id": 40123, "name": "Mobile", "suggestions_count": 37},
                    ],
                    "pagination": {"page": 1, "per_page": 50, "total_pages": 1, "total_records": 3},
                }
            ),
        ),
        (
            "uservoice_api",
            {
                "path": "/api/v2/admin/suggestions",
                "params": {"category": 40121, "sort": "-recent_supporters_count", "per_page": 3},
            },
            J(
                {
                    "suggestions": [
                        {
                            "id": 4471002,
                            "title": "Schedule report emails weekly",
                            "state": "open",
                            "supporters_count": 612,
                            "recent_supporters_count": 48,
                            "created_at": "2023-06-01T10:00:00Z",
                        },
                        {
                            "id": 4471330,
                            "title": "Pivot tables in custom reports",
                            "state": "open",
                            "supporters_count": 301,
                            "recent_supporters_count": 31,
                            "created_at": "2024-01-12T10:00:00Z",
                        },
                        {
                            "id": 4470119,
                            "title": "Filter by custom field in exports",
                            "state": "planned",
                            "supporters_count": 199,
                            "recent_supporters_count": 17,
                            "created_at": "2022-11-03T10:00:00Z",
                        },
                    ],
                    "pagination": {
                        "page": 1,
                        "per_page": 3,
                        "total_pages": 20,
                        "total_records": 58,
                    },
                }
            ),
        ),
        (
            "uservoice_api",
            {
                "path": "/api/v2/admin/suggestions/4471002/supporters",
                "params": {"per_page": 3, "sort": "-created_at"},
            },
            J(
                {
                    "supporters": [
                        {
                            "id": 9901,
                            "created_at": "2025-04-05T08:11:00Z",
                            "links": {"user": 5502},
                            "how": "web",
                        },
                        {
                            "id": 9899,
                            "created_at": "2025-04-03T14:02:00Z",
                            "links": {"user": 5390},
                            "how": "admin_proxy",
                        },
                        {
                            "id": 9880,
                            "created_at": "2025-03-29T19:40:00Z",
                            "links": {"user": 4112},
                            "how": "web",
                        },
                    ],
                    "pagination": {
                        "page": 1,
                        "per_page": 3,
                        "total_pages": 204,
                        "total_records": 612,
                    },
                }
            ),
        ),
    ],
)

_uv_maint = '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>UserVoice is down for maintenance</title></head><body><div class="container"><h1>UserVoice is down for scheduled maintenance</h1><p>We\'re making some improvements and will be back soon. Please check <a href="https://status.uservoice.com">status.uservoice.com</a> for the latest.</p></div></body></html>'
S(
    "uservoice",
    False,
    1,
    "Merge the duplicate UserVoice ideas about 'offline mode' and tell me the combined supporter count.",
    [
        (
            "uservoice_api",
            {"path": "/api/v2/admin/suggestions", "params": {"q": "offline mode"}},
            _uv_maint,
        ),
        (
            "uservoice_api",
            {"path": "/api/v2/admin/suggestions", "params": {"q": "offline"}},
            _uv_maint,
        ),
        ("uservoice_api", {"path": "/api/v2/admin/suggestions/4460012"}, _uv_maint),
        ("uservoice_api", {"path": "/api/v2/admin/categories"}, _uv_maint),
        (
            "uservoice_api",
            {"path": "/api/v2/admin/suggestions", "params": {"q": "work without internet"}},
            _uv_maint,
        ),
        (
            "uservoice_api",
            {
                "path": "/api/v2/admin/suggestions/4460012/merge",
                "method": "POST",
                "body": {"duplicate_ids": [4465590]},
            },
            _uv_maint,
        ),
    ],
)

S(
    "productboard",
    True,
    1,
    "Log this customer call as a Productboard note linked to the 'Bulk edit' feature: Globex wants bulk edit for invoice line items.",
    [
        (
            "productboard_list_features",
            {"name": "Bulk edit"},
            J(
                {
                    "data": [
                        {
                            "id": h("bulk", 8) + "-4f1e-9c3a-" + h("bulk2", 12),
                            "name": "Bulk edit",
                            "description": "<p>Edit many records at once.</p>",
                            "type": "feature",
                            "status": {"id": h("st", 8), "name": "Candidate"},
                            "links": {
                                "self": "https://api.productboard.com/features/" + h("bulk", 8),
                                "html": "https://globex-pm.productboard.com/feature-board/planning/features/"
                                + h("bulk", 8),
                            },
                        }
                    ],
                    "links": {"next": None},
                }
            ),
        ),
        (
            "productboard_create_note",
            {
                "title": "Globex call 2025-04-07",
                "content": "Globex (AP team) wants bulk edit for invoice line items; currently edits 200+ lines by hand at month end.",
                "customer_email": "ap-lead@globex.com",
                "tags": ["call", "invoicing"],
            },
            J(
                {
                    "data": {"id": h("note", 8) + "-77aa-4c0b-" + h("note2", 12)},
                    "links": {
                        "html": "https://globex-pm.productboard.com/all-notes/notes/" + h("note", 8)
                    },
                }
            ),
        ),
        (
            "productboard_link_note_feature",
            {
                "note_id": h("note", 8) + "-77aa-4c0b-" + h("note2", 12),
                "feature_id": h("bulk", 8) + "-4f1e-9c3a-" + h("bulk2", 12),
            },
            "",
        ),
        (
            "productboard_get_note",
            {"id": h("note", 8) + "-77aa-4c0b-" + h("note2", 12)},
            J(
                {
                    "data": {
                        "id": h("note", 8) + "-77aa-4c0b-" + h("note2", 12),
                        "title": "Globex call 2025-04-07",
                        "state": "processed",
                        "company": {"id": h("globex", 8)},
                        "features": [
                            {"id": h("bulk", 8) + "-4f1e-9c3a-" + h("bulk2", 12), "importance": 0}
                        ],
                        "tags": ["call", "invoicing"],
                    }
                }
            ),
        ),
    ],
)

_pb_401 = J(
    {
        "errors": [
            {
                "code": "unauthorized",
                "title": "Unauthorized",
                "detail": "The access token is invalid or has expired.",
            }
        ]
    }
)
S(
    "productboard",
    False,
    1,
    "Which Productboard features in 'Planned' status have the most linked customer notes?",
    [
        ("productboard_list_features", {"status.name": "Planned"}, _pb_401),
        ("productboard_list_features", {}, _pb_401),
        ("productboard_list_notes", {"last": "90d"}, _pb_401),
        ("productboard_list_features", {"status.name": "planned"}, _pb_401),
        ("productboard_list_feature_statuses", {}, _pb_401),
        ("productboard_list_notes", {"featureId": "c3d1e2f0-0000"}, _pb_401),
        ("productboard_list_features", {"pageLimit": 10}, _pb_401),
    ],
)

S(
    "qualaroo",
    True,
    1,
    "Get the answers to the pricing-page nudge this week; did anyone say the price was unclear?",
    [
        (
            "qualaroo_list_nudges",
            {},
            J(
                [
                    {
                        "id": 301877,
                        "name": "Pricing page - what's missing?",
                        "active": True,
                        "responses_count": 14,
                    },
                    {
                        "id": 298001,
                        "name": "Exit intent - signup",
                        "active": False,
                        "responses_count": 940,
                    },
                ]
            ),
        ),
        (
            "qualaroo_get_responses",
            {"nudge_id": 301877, "start_date": "2025-03-31", "limit": 50},
            J(
                [
                    {
                        "id": 7710000 + i,
                        "time": f"2025-04-0{i % 6 + 1}T1{i % 9}:22:10Z",
                        "page": "https://www.example.com/pricing",
                        "answered_questions": {
                            "1023441": {"question": "What's missing from this page?", "answer": a}
                        },
                    }
                    for i, a in enumerate(
                        [
                            "Annual discount amount",
                            "Whether SSO is extra",
                            "nothing",
                            "Comparison with Basic",
                            "What counts as a seat?",
                            "n/a",
                        ]
                    )
                ]
            ),
        ),
        (
            "qualaroo_get_responses",
            {"nudge_id": 301877, "start_date": "2025-03-31", "limit": 50, "offset": 50},
            "[]",
        ),
    ],
)


# ---------------------------------------------------------------- feature flags
def ld_flag(key, on_prod, on_stg, ts=1712000000000):
    return {
        "key": key,
        "name": key.replace("-", " ").capitalize(),
        "kind": "boolean",
        "creationDate": ts,
        "temporary": True,
        "archived": False,
        "tags": [],
        "_version": 7,
        "environments": {
            "production": {
                "on": on_prod,
                "archived": False,
                "salt": h(key, 32),
                "lastModified": ts + 86400000,
                "_environmentName": "Production",
            },
            "staging": {
                "on": on_stg,
                "archived": False,
                "salt": h(key + "s", 32),
                "lastModified": ts,
                "_environmentName": "Staging",
            },
        },
    }


S(
    "launchdarkly",
    True,
    1,
    "Which temporary flags in the web-app project are on in production and haven't changed in 90 days? I want to clean them up.",
    [
        (
            "ld_list_flags",
            {
                "projectKey": "web-app",
                "filter": "type:temporary,state:live",
                "limit": 3,
                "offset": 0,
                "summary": True,
            },
            J(
                {
                    "items": [
                        ld_flag("new-checkout", True, True),
                        ld_flag("search-v2", True, True, 1700000000000),
                        ld_flag("promo-banner-q1", False, True),
                    ],
                    "totalCount": 5,
                    "_links": {
                        "next": {
                            "href": "/api/v2/flags/web-app?filter=type:temporary,state:live&limit=3&offset=3",
                            "type": "application/json",
                        },
                        "self": {
                            "href": "/api/v2/flags/web-app?limit=3",
                            "type": "application/json",
                        },
                    },
                }
            ),
        ),
        (
            "ld_list_flags",
            {
                "projectKey": "web-app",
                "filter": "type:temporary,state:live",
                "limit": 3,
                "offset": 3,
                "summary": True,
            },
            J(
                {
                    "items": [
                        ld_flag("pdf-export-beta", True, True, 1695000000000),
                        ld_flag("onboarding-tour", False, False),
                    ],
                    "totalCount": 5,
                    "_links": {
                        "self": {
                            "href": "/api/v2/flags/web-app?limit=3&offset=3",
                            "type": "application/json",
                        }
                    },
                }
            ),
        ),
        (
            "ld_get_flag_status",
            {"projectKey": "web-app", "environmentKey": "production", "flagKey": "search-v2"},
            J(
                {
                    "name": "launched",
                    "lastRequested": "2025-04-07T15:11:02Z",
                    "default": True,
                    "_links": {"parent": {"href": "/api/v2/flag-statuses/web-app/production"}},
                }
            ),
        ),
        (
            "ld_get_flag_status",
            {"projectKey": "web-app", "environmentKey": "production", "flagKey": "pdf-export-beta"},
            J(
                {
                    "name": "inactive",
                    "lastRequested": "2024-10-02T08:40:17Z",
                    "default": True,
                    "_links": {"parent": {"href": "/api/v2/flag-statuses/web-app/production"}},
                }
            ),
        ),
    ],
)

S(
    "launchdarkly",
    True,
    2,
    "Turn off 'promo-banner-q1' in staging and add a 10% rollout rule for 'onboarding-tour' in production.",
    [
        (
            "ld_patch_flag",
            {
                "projectKey": "web-app",
                "flagKey": "promo-banner-q1",
                "semanticPatch": {
                    "environmentKey": "staging",
                    "instructions": [{"kind": "turnFlagOff"}],
                },
            },
            J(dict(ld_flag("promo-banner-q1", False, False), _version=8)),
        ),
        (
            "ld_patch_flag",
            {
                "projectKey": "web-app",
                "flagKey": "onboarding-tour",
                "semanticPatch": {
                    "environmentKey": "production",
                    "instructions": [
                        {
                            "kind": "updateFallthroughVariationOrRollout",
                            "rolloutWeights": {"true-var": 10000, "false-var": 90000},
                        },
                        {"kind": "turnFlagOn"},
                    ],
                },
            },
            J(dict(ld_flag("onboarding-tour", True, False), _version=12)),
        ),
        (
            "ld_get_flag",
            {"projectKey": "web-app", "flagKey": "onboarding-tour", "env": "production"},
            J(
                {
                    "key": "onboarding-tour",
                    "environments": {
                        "production": {
                            "on": True,
                            "fallthrough": {
                                "rollout": {
                                    "variations": [
                                        {"variation": 0, "weight": 10000},
                                        {"variation": 1, "weight": 90000},
                                    ],
                                    "bucketBy": "key",
                                }
                            },
                            "offVariation": 1,
                            "_version": 12,
                        }
                    },
                }
            ),
        ),
    ],
)

_ld_empty = J(
    {
        "items": [],
        "totalCount": 0,
        "_links": {"self": {"href": "/api/v2/flags/default?limit=20", "type": "application/json"}},
    }
)
S(
    "launchdarkly",
    False,
    1,
    "Find the flag that controls the new pricing page in LaunchDarkly and tell me who it's targeted at in production.",
    [
        ("ld_list_flags", {"projectKey": "default", "filter": "query:pricing"}, _ld_empty),
        ("ld_list_flags", {"projectKey": "default", "filter": "query:price"}, _ld_empty),
        ("ld_list_flags", {"projectKey": "default", "filter": "tags:pricing"}, _ld_empty),
        ("ld_list_flags", {"projectKey": "default"}, _ld_empty),
        ("ld_list_flags", {"projectKey": "default", "filter": "query:page"}, _ld_empty),
        ("ld_list_flags", {"projectKey": "default", "filter": "state:live"}, _ld_empty),
        ("ld_list_flags", {"projectKey": "default", "filter": "query:new"}, _ld_empty),
    ],
)

S(
    "unleash",
    True,
    1,
    "Enable the 'fast-search' toggle in development only, and confirm production is still off.",
    [
        (
            "unleash_get_feature",
            {"project": "default", "feature": "fast-search"},
            J(
                {
                    "name": "fast-search",
                    "type": "release",
                    "project": "default",
                    "stale": False,
                    "impressionData": False,
                    "createdAt": "2025-03-20T09:14:00.123Z",
                    "environments": [
                        {
                            "name": "development",
                            "enabled": False,
                            "type": "development",
                            "strategies": [
                                {
                                    "name": "flexibleRollout",
                                    "parameters": {
                                        "rollout": "100",
                                        "stickiness": "default",
                                        "groupId": "fast-search",
                                    },
                                    "constraints": [],
                                }
                            ],
                        },
                        {
                            "name": "production",
                            "enabled": False,
                            "type": "production",
                            "strategies": [],
                        },
                    ],
                }
            ),
        ),
        (
            "unleash_toggle_environment",
            {
                "project": "default",
                "feature": "fast-search",
                "environment": "development",
                "state": "on",
            },
            "",
        ),
        (
            "unleash_get_feature",
            {"project": "default", "feature": "fast-search"},
            J(
                {
                    "name": "fast-search",
                    "type": "release",
                    "project": "default",
                    "stale": False,
                    "environments": [
                        {
                            "name": "development",
                            "enabled": True,
                            "type": "development",
                            "strategies": [
                                {
                                    "name": "flexibleRollout",
                                    "parameters": {
                                        "rollout": "100",
                                        "stickiness": "default",
                                        "groupId": "fast-search",
                                    },
                                    "constraints": [],
                                }
                            ],
                        },
                        {
                            "name": "production",
                            "enabled": False,
                            "type": "production",
                            "strategies": [],
                        },
                    ],
                }
            ),
        ),
        (
            "unleash_get_events",
            {"feature": "fast-search", "limit": 2},
            J(
                {
                    "events": [
                        {
                            "id": 18812,
                            "type": "feature-environment-enabled",
                            "createdBy": "agent-token",
                            "createdAt": "2025-04-07T15:30:11.002Z",
                            "featureName": "fast-search",
                            "environment": "development",
                            "project": "default",
                        },
                        {
                            "id": 18230,
                            "type": "feature-created",
                            "createdBy": "m.ng@corp.io",
                            "createdAt": "2025-03-20T09:14:00.123Z",
                            "featureName": "fast-search",
                            "project": "default",
                        },
                    ],
                    "totalEvents": 2,
                }
            ),
        ),
    ],
)

_un_401 = J(
    {
        "id": "f2e6c0a4-0b7f-4a9c-8f57-" + h("un", 12),
        "name": "AuthenticationRequired",
        "message": "You must log in to use Unleash. Your request had no authorization header, so we could not authorize you. Try logging in at /auth/simple/login.",
        "details": [
            {
                "message": "You must log in to use Unleash. Your request had no authorization header, so we could not authorize you. Try logging in at /auth/simple/login.",
                "description": "You must log in to use Unleash. Your request had no authorization header, so we could not authorize you. Try logging in at /auth/simple/login.",
            }
        ],
        "path": "/auth/simple/login",
        "type": "password",
    }
)
S(
    "unleash",
    False,
    1,
    "List the stale Unleash toggles across all projects so we can archive them.",
    [
        ("unleash_list_features", {"project": "default", "stale": True}, _un_401),
        ("unleash_list_projects", {}, _un_401),
        ("unleash_list_features", {"project": "payments"}, _un_401),
        ("unleash_search_features", {"query": "stale", "state": "IS:stale"}, _un_401),
        ("unleash_list_features", {"project": "mobile"}, _un_401),
        ("unleash_list_features", {}, _un_401),
    ],
)

S(
    "flagsmith",
    True,
    1,
    "Is the 'beta_reports' flag enabled for user id 8812 in Flagsmith, and what's its default state?",
    [
        (
            "flagsmith_get_environment_flags",
            {"environment": "prod"},
            J(
                [
                    {
                        "id": 118200 + i,
                        "feature": {
                            "id": 9100 + i,
                            "name": n,
                            "created_date": "2024-11-0%dT10:00:00Z" % (i + 1),
                            "description": None,
                            "initial_value": None,
                            "default_enabled": False,
                            "type": "STANDARD",
                        },
                        "feature_state_value": v,
                        "environment": 4412,
                        "identity": None,
                        "feature_segment": None,
                        "enabled": en,
                    }
                    for i, (n, v, en) in enumerate(
                        [
                            ("beta_reports", None, False),
                            ("max_upload_mb", 50, True),
                            ("new_nav", None, True),
                        ]
                    )
                ]
            ),
        ),
        (
            "flagsmith_get_identity_flags",
            {"identifier": "8812", "environment": "prod"},
            J(
                {
                    "flags": [
                        {
                            "feature": {"id": 9100, "name": "beta_reports", "type": "STANDARD"},
                            "feature_state_value": None,
                            "enabled": True,
                        },
                        {
                            "feature": {"id": 9101, "name": "max_upload_mb", "type": "STANDARD"},
                            "feature_state_value": 200,
                            "enabled": True,
                        },
                        {
                            "feature": {"id": 9102, "name": "new_nav", "type": "STANDARD"},
                            "feature_state_value": None,
                            "enabled": True,
                        },
                    ],
                    "traits": [
                        {"trait_key": "plan", "trait_value": "enterprise"},
                        {"trait_key": "beta_opt_in", "trait_value": True},
                    ],
                }
            ),
        ),
        (
            "flagsmith_list_segments",
            {"project": 2201},
            J(
                {
                    "count": 2,
                    "next": None,
                    "previous": None,
                    "results": [
                        {
                            "id": 771,
                            "name": "beta_testers",
                            "rules": [
                                {
                                    "type": "ALL",
                                    "rules": [
                                        {
                                            "type": "ANY",
                                            "conditions": [
                                                {
                                                    "operator": "EQUAL",
                                                    "property": "beta_opt_in",
                                                    "value": "true",
                                                }
                                            ],
                                        }
                                    ],
                                }
                            ],
                        },
                        {
                            "id": 772,
                            "name": "enterprise",
                            "rules": [
                                {
                                    "type": "ALL",
                                    "rules": [
                                        {
                                            "type": "ANY",
                                            "conditions": [
                                                {
                                                    "operator": "EQUAL",
                                                    "property": "plan",
                                                    "value": "enterprise",
                                                }
                                            ],
                                        }
                                    ],
                                }
                            ],
                        },
                    ],
                }
            ),
        ),
    ],
)

S(
    "split",
    True,
    1,
    "In Split, check the targeting of 'checkout_redesign' in Prod-Default and kill it if its treatments are still 50/50.",
    [
        (
            "split_list_splits",
            {"workspace": "ws-" + h("ws", 8), "limit": 2, "offset": 0},
            J(
                {
                    "objects": [
                        {
                            "name": "checkout_redesign",
                            "description": "New checkout flow",
                            "trafficType": {"id": h("tt", 8), "name": "user"},
                            "creationTime": 1707400000000,
                            "tags": [{"name": "growth"}],
                        },
                        {
                            "name": "cart_upsell",
                            "description": "",
                            "trafficType": {"id": h("tt", 8), "name": "user"},
                            "creationTime": 1709000000000,
                            "tags": None,
                        },
                    ],
                    "offset": 0,
                    "limit": 2,
                    "totalCount": 14,
                }
            ),
        ),
        (
            "split_get_definition",
            {
                "workspace": "ws-" + h("ws", 8),
                "environment": "Prod-Default",
                "split": "checkout_redesign",
            },
            J(
                {
                    "name": "checkout_redesign",
                    "environment": {"id": h("env", 8), "name": "Prod-Default"},
                    "trafficType": {"name": "user"},
                    "killed": False,
                    "treatments": [{"name": "on"}, {"name": "off"}],
                    "defaultTreatment": "off",
                    "baselineTreatment": "off",
                    "trafficAllocation": 100,
                    "rules": [],
                    "defaultRule": [
                        {"treatment": "on", "size": 50},
                        {"treatment": "off", "size": 50},
                    ],
                    "lastUpdateTime": 1711000000000,
                }
            ),
        ),
        (
            "split_kill",
            {
                "workspace": "ws-" + h("ws", 8),
                "environment": "Prod-Default",
                "split": "checkout_redesign",
            },
            J(
                {
                    "name": "checkout_redesign",
                    "killed": True,
                    "defaultTreatment": "off",
                    "lastUpdateTime": 1744040000000,
                }
            ),
        ),
    ],
)

S(
    "growthbook",
    True,
    1,
    "Give me the results of every stopped GrowthBook experiment from Q1 that had a winner.",
    [
        (
            "growthbook_list_experiments",
            {"limit": 3, "offset": 0},
            J(
                {
                    "experiments": [
                        {
                            "id": "exp_" + h(n, 14),
                            "name": n,
                            "status": st,
                            "dateCreated": dc,
                            "results": r,
                            "winner": w,
                        }
                        for n, st, dc, r, w in [
                            ("Pricing table layout", "stopped", "2025-01-08T12:00:00Z", "won", 1),
                            ("Signup CTA copy", "stopped", "2025-02-02T12:00:00Z", "dnf", 0),
                            ("Onboarding checklist", "running", "2025-03-11T12:00:00Z", None, 0),
                        ]
                    ],
                    "limit": 3,
                    "offset": 0,
                    "count": 3,
                    "total": 5,
                    "hasMore": True,
                    "nextOffset": 3,
                }
            ),
        ),
        (
            "growthbook_list_experiments",
            {"limit": 3, "offset": 3},
            J(
                {
                    "experiments": [
                        {
                            "id": "exp_" + h(n, 14),
                            "name": n,
                            "status": st,
                            "dateCreated": dc,
                            "results": r,
                            "winner": w,
                        }
                        for n, st, dc, r, w in [
                            ("Search autocomplete", "stopped", "2025-02-20T12:00:00Z", "lost", 0),
                            ("Annual plan nudge", "stopped", "2025-03-01T12:00:00Z", "won", 1),
                        ]
                    ],
                    "limit": 3,
                    "offset": 3,
                    "count": 2,
                    "total": 5,
                    "hasMore": False,
                    "nextOffset": None,
                }
            ),
        ),
        (
            "growthbook_get_experiment_results",
            {"id": "exp_" + h("Pricing table layout", 14)},
            J(
                {
                    "result": {
                        "id": "snp_" + h("s1", 12),
                        "dateUpdated": "2025-02-14T09:00:00Z",
                        "experimentId": "exp_" + h("Pricing table layout", 14),
                        "phase": "0",
                        "dimension": {"type": "none"},
                        "results": [
                            {
                                "dimension": "All",
                                "totalUsers": 48210,
                                "checks": {"srm": 0.41},
                                "metrics": [
                                    {
                                        "metricId": "met_checkout",
                                        "variations": [
                                            {
                                                "variationId": "0",
                                                "analyses": [
                                                    {
                                                        "engine": "bayesian",
                                                        "numerator": 1204,
                                                        "denominator": 24090,
                                                        "mean": 0.04998,
                                                    }
                                                ],
                                            },
                                            {
                                                "variationId": "1",
                                                "analyses": [
                                                    {
                                                        "engine": "bayesian",
                                                        "numerator": 1388,
                                                        "denominator": 24120,
                                                        "mean": 0.05755,
                                                        "chanceToBeatControl": 0.9962,
                                                        "percentChange": 0.1515,
                                                    }
                                                ],
                                            },
                                        ],
                                    }
                                ],
                            }
                        ],
                    }
                }
            ),
        ),
        (
            "growthbook_get_experiment_results",
            {"id": "exp_" + h("Annual plan nudge", 14)},
            J(
                {
                    "result": {
                        "id": "snp_" + h("s2", 12),
                        "dateUpdated": "2025-03-28T09:00:00Z",
                        "experimentId": "exp_" + h("Annual plan nudge", 14),
                        "phase": "0",
                        "results": [
                            {
                                "dimension": "All",
                                "totalUsers": 9811,
                                "checks": {"srm": 0.77},
                                "metrics": [
                                    {
                                        "metricId": "met_annual_upgrade",
                                        "variations": [
                                            {
                                                "variationId": "0",
                                                "analyses": [
                                                    {
                                                        "engine": "bayesian",
                                                        "numerator": 118,
                                                        "denominator": 4902,
                                                        "mean": 0.02407,
                                                    }
                                                ],
                                            },
                                            {
                                                "variationId": "1",
                                                "analyses": [
                                                    {
                                                        "engine": "bayesian",
                                                        "numerator": 171,
                                                        "denominator": 4909,
                                                        "mean": 0.03483,
                                                        "chanceToBeatControl": 0.9981,
                                                        "percentChange": 0.447,
                                                    }
                                                ],
                                            },
                                        ],
                                    }
                                ],
                            }
                        ],
                    }
                }
            ),
        ),
    ],
)

_gb_default = J(
    {
        "result": {
            "id": "snp_" + h("stale", 12),
            "dateUpdated": "2024-09-30T00:00:00Z",
            "experimentId": "exp_" + h("Homepage hero test", 14),
            "phase": "0",
            "results": [
                {
                    "dimension": "All",
                    "totalUsers": 1200,
                    "checks": {"srm": 0.5},
                    "metrics": [
                        {
                            "metricId": "met_signup",
                            "variations": [
                                {
                                    "variationId": "0",
                                    "analyses": [
                                        {
                                            "engine": "bayesian",
                                            "numerator": 60,
                                            "denominator": 600,
                                            "mean": 0.1,
                                        }
                                    ],
                                },
                                {
                                    "variationId": "1",
                                    "analyses": [
                                        {
                                            "engine": "bayesian",
                                            "numerator": 61,
                                            "denominator": 600,
                                            "mean": 0.1017,
                                            "chanceToBeatControl": 0.54,
                                            "percentChange": 0.0167,
                                        }
                                    ],
                                },
                            ],
                        }
                    ],
                }
            ],
        }
    }
)
S(
    "growthbook",
    False,
    1,
    "Compare the latest results of the three running GrowthBook experiments: onboarding checklist, trial length, and referral bonus.",
    [
        (
            "growthbook_get_experiment_results",
            {"id": "exp_" + h("Onboarding checklist", 14)},
            _gb_default,
        ),
        ("growthbook_get_experiment_results", {"id": "exp_" + h("Trial length", 14)}, _gb_default),
        (
            "growthbook_get_experiment_results",
            {"id": "exp_" + h("Referral bonus", 14)},
            _gb_default,
        ),
        (
            "growthbook_refresh_results",
            {"id": "exp_" + h("Onboarding checklist", 14)},
            J({"status": 200}),
        ),
        (
            "growthbook_get_experiment_results",
            {"id": "exp_" + h("Onboarding checklist", 14)},
            _gb_default,
        ),
        (
            "growthbook_get_experiment_results",
            {"id": "exp_" + h("Trial length", 14), "dimension": "country"},
            _gb_default,
        ),
        (
            "growthbook_get_experiment_results",
            {"id": "exp_" + h("Referral bonus", 14), "phase": "1"},
            _gb_default,
        ),
    ],
)

S(
    "statsig",
    True,
    1,
    "Create a Statsig gate 'ai_summaries' for employees only, then check which gates we already have with 'ai' in the name.",
    [
        (
            "statsig_list_gates",
            {"page": 1, "limit": 20},
            J(
                {
                    "message": "Gates listed successfully.",
                    "data": [
                        {
                            "id": "ai_autocomplete",
                            "name": "ai_autocomplete",
                            "isEnabled": True,
                            "status": "In Progress",
                            "lastModifierName": "Priyanka S",
                        },
                        {
                            "id": "dark_launch_api",
                            "name": "dark_launch_api",
                            "isEnabled": True,
                            "status": "Launched",
                            "lastModifierName": "Tom H",
                        },
                    ],
                    "pagination": {
                        "itemsPerPage": 20,
                        "pageNumber": 1,
                        "totalItems": 2,
                        "nextPage": None,
                        "previousPage": None,
                        "all": "/console/v1/gates?page=1&limit=20",
                    },
                }
            ),
        ),
        (
            "statsig_create_gate",
            {
                "name": "ai_summaries",
                "description": "AI thread summaries",
                "rules": [
                    {
                        "name": "employees",
                        "passPercentage": 100,
                        "conditions": [
                            {
                                "type": "email",
                                "operator": "str_contains_any",
                                "targetValue": ["@corp.io"],
                            }
                        ],
                    }
                ],
            },
            J(
                {
                    "message": "Gate created successfully.",
                    "data": {
                        "id": "ai_summaries",
                        "name": "ai_summaries",
                        "isEnabled": True,
                        "status": "In Progress",
                        "rules": [
                            {
                                "id": h("rule", 22),
                                "name": "employees",
                                "passPercentage": 100,
                                "conditions": [
                                    {
                                        "type": "email",
                                        "operator": "str_contains_any",
                                        "targetValue": ["@corp.io"],
                                    }
                                ],
                            }
                        ],
                    },
                }
            ),
        ),
        (
            "statsig_get_gate",
            {"id": "ai_summaries"},
            J(
                {
                    "message": "Gate read successfully.",
                    "data": {
                        "id": "ai_summaries",
                        "isEnabled": True,
                        "status": "In Progress",
                        "checksPerHour": 0,
                    },
                }
            ),
        ),
    ],
)

_ss_429 = J({"status": 429, "message": "Too many requests. Please retry after some time."})
S(
    "statsig",
    False,
    1,
    "Pull pulse results for the 'checkout_v3' experiment in Statsig and tell me whether revenue per user moved.",
    [
        ("statsig_get_experiment", {"id": "checkout_v3"}, _ss_429),
        ("statsig_get_pulse", {"id": "checkout_v3", "metric": "revenue_per_user"}, _ss_429),
        ("statsig_list_experiments", {"status": "active"}, _ss_429),
        ("statsig_get_pulse", {"id": "checkout_v3"}, _ss_429),
        ("statsig_get_experiment", {"id": "checkout_v3", "include": "results"}, _ss_429),
        ("statsig_get_pulse", {"id": "checkout_v3", "metric": "purchase_event"}, _ss_429),
        ("statsig_list_metrics", {"q": "revenue"}, _ss_429),
    ],
)


# ---------------------------------------------------------------- document OCR
_ocr_ok = "Scanning contents: 100%|██████████| {n}/{n} [00:00<00:00, 88.12page/s]\nStart processing {j} pages concurrently\nOCR: 100%|██████████| {n}.0/{n}.0 [00:0{s}<00:00,  1.71page/s]\nPostprocessing...\nPDF/A conversion: 100%|██████████| {n}/{n} [00:00<00:00,  9.04page/s]\nRecompressing JPEGs: 0image [00:00, ?image/s]\nDeflating JPEGs: 100%|██████████| {n}/{n} [00:00<00:00, 31.50image/s]\nJBIG2: 0item [00:00, ?item/s]\nOptimize ratio: 1.31 savings: 23.6%\nOutput file is a PDF/A-2B (as expected)\n"
S(
    "ocrmypdf",
    True,
    1,
    "Make the scanned lease in ~/scans/lease.pdf searchable and tell me the monthly rent it states.",
    [
        (
            "bash",
            {"command": "ocrmypdf -l eng --deskew ~/scans/lease.pdf ~/scans/lease_ocr.pdf"},
            _ocr_ok.format(n=6, j=6, s=4),
        ),
        (
            "bash",
            {
                "command": "pdftotext -layout ~/scans/lease_ocr.pdf - | grep -in -E 'rent|per month' | head"
            },
            "41:   2. RENT. Tenant shall pay to Landlord as rent for the Premises the sum of\n42:   One Thousand Eight Hundred Fifty Dollars ($1,850.00) per month, due on the\n58:   late charge of $75.00 if rent is not received by the fifth (5th) day\n",
        ),
        (
            "bash",
            {"command": "pdftotext -f 6 -l 6 ~/scans/lease_ocr.pdf - | tail -5"},
            "LANDLORD: ____________________  Date: 03/02/2025\n\nTENANT: ______________________  Date: 03/02/2025\n\n\f",
        ),
    ],
)

S(
    "ocrmypdf",
    True,
    2,
    "OCR every PDF in ./inbox that isn't already searchable; skip the ones that are.",
    [
        ("bash", {"command": "ls inbox"}, "board_minutes.pdf\nreceipt_0412.pdf\nw9_vendor.pdf\n"),
        (
            "bash",
            {"command": "ocrmypdf inbox/board_minutes.pdf out/board_minutes.pdf"},
            "Scanning contents: 100%|██████████| 4/4 [00:00<00:00, 120.35page/s]\npage already has text! - aborting (use --force-ocr to force OCR;  see also help for the arguments --skip-text and --redo-ocr\n",
        ),
        (
            "bash",
            {"command": "ocrmypdf --skip-text inbox/receipt_0412.pdf out/receipt_0412.pdf"},
            _ocr_ok.format(n=1, j=1, s=1),
        ),
        (
            "bash",
            {"command": "ocrmypdf --skip-text inbox/w9_vendor.pdf out/w9_vendor.pdf"},
            "Scanning contents: 100%|██████████| 6/6 [00:00<00:00, 140.22page/s]\n    1 skipping all processing on this page\n    2 skipping all processing on this page\n    3 skipping all processing on this page\n    4 skipping all processing on this page\n    5 skipping all processing on this page\n    6 skipping all processing on this page\nPostprocessing...\nPDF/A conversion: 100%|██████████| 6/6 [00:00<00:00, 12.80page/s]\nOutput file is a PDF/A-2B (as expected)\n",
        ),
        ("bash", {"command": "cp inbox/board_minutes.pdf out/ && ls out"}, ""),
    ],
)

_ocr_lang = "OCR engine does not have language data for the following requested languages:\ndeu\nPlease install the appropriate language data for your OCR engine.\n\nSee the online documentation for instructions:\n    https://ocrmypdf.readthedocs.io/en/latest/languages.html\n\nNote: most languages are identified by a 3-letter ISO 639-2 Code.\nFor example, English is 'eng', German is 'deu', Spanish is 'spa', etc.\nSimplified Chinese is 'chi_sim' and Traditional Chinese is 'chi_tra'.\n"
S(
    "ocrmypdf",
    False,
    1,
    "OCR the German supplier contracts in contracts/de/ and find the termination notice period in each.",
    [
        (
            "bash",
            {"command": "ocrmypdf -l deu contracts/de/liefervertrag_01.pdf /tmp/lv01.pdf"},
            _ocr_lang,
        ),
        (
            "bash",
            {"command": "ocrmypdf -l deu+eng contracts/de/liefervertrag_01.pdf /tmp/lv01.pdf"},
            _ocr_lang,
        ),
        (
            "bash",
            {
                "command": "ocrmypdf -l deu --force-ocr contracts/de/liefervertrag_02.pdf /tmp/lv02.pdf"
            },
            _ocr_lang,
        ),
        (
            "bash",
            {
                "command": "ocrmypdf --language deu contracts/de/liefervertrag_03.pdf /tmp/lv03.pdf 2>&1"
            },
            _ocr_lang,
        ),
        ("bash", {"command": "pdftotext contracts/de/liefervertrag_01.pdf - | wc -c"}, "9\n"),
        (
            "bash",
            {
                "command": "ocrmypdf -l deu --skip-text contracts/de/liefervertrag_04.pdf /tmp/lv04.pdf"
            },
            _ocr_lang,
        ),
        (
            "bash",
            {"command": "ocrmypdf -l deu contracts/de/liefervertrag_02.pdf /tmp/lv02.pdf"},
            _ocr_lang,
        ),
    ],
)


def mindee_inv(doc, fields):
    pred = {k: {"value": v, "confidence": c, "page_id": 0} for k, (v, c) in fields.items()}
    return J(
        {
            "api_request": {
                "error": {},
                "resources": ["document"],
                "status": "success",
                "status_code": 201,
                "url": "https://api.mindee.net/v1/products/mindee/invoices/v4/predict",
            },
            "document": {
                "id": h(doc, 8) + "-" + h(doc + "x", 4) + "-4a1b-9c2d-" + h(doc + "y", 12),
                "name": doc,
                "n_pages": 1,
                "is_rotation_applied": True,
                "inference": {
                    "started_at": "2025-04-07T15:40:02.110Z",
                    "finished_at": "2025-04-07T15:40:03.540Z",
                    "processing_time": 1.43,
                    "pages": [],
                    "prediction": pred,
                },
            },
        }
    )


S(
    "mindee",
    True,
    1,
    "Extract invoice number, supplier, total and due date from the three invoices in ap/april/ so I can enter them.",
    [
        (
            "mindee_parse_invoice",
            {"file": "ap/april/inv_nordpaper.pdf"},
            mindee_inv(
                "inv_nordpaper.pdf",
                {
                    "invoice_number": ("NP-2025-0418", 0.99),
                    "supplier_name": ("NORDPAPER AB", 0.98),
                    "total_amount": (12480.0, 0.99),
                    "total_net": (9984.0, 0.97),
                    "due_date": ("2025-05-07", 0.95),
                    "locale": ("sv", 0.9),
                },
            ),
        ),
        (
            "mindee_parse_invoice",
            {"file": "ap/april/inv_kopi.pdf"},
            mindee_inv(
                "inv_kopi.pdf",
                {
                    "invoice_number": ("20250331-77", 0.97),
                    "supplier_name": ("Kopi Roasters", 0.99),
                    "total_amount": (386.4, 0.99),
                    "total_net": (322.0, 0.98),
                    "due_date": (None, 0.0),
                    "locale": ("en", 0.95),
                },
            ),
        ),
        (
            "mindee_parse_invoice",
            {"file": "ap/april/inv_cloudhost.pdf"},
            mindee_inv(
                "inv_cloudhost.pdf",
                {
                    "invoice_number": ("CH-88123", 0.99),
                    "supplier_name": ("CloudHost GmbH", 0.96),
                    "total_amount": (1190.0, 0.99),
                    "total_net": (1000.0, 0.99),
                    "due_date": ("2025-04-30", 0.99),
                    "locale": ("de", 0.93),
                },
            ),
        ),
        (
            "bash",
            {"command": "pdftotext ap/april/inv_kopi.pdf - | grep -i -E 'due|terms|payable'"},
            "Payment terms: Net 30\n",
        ),
    ],
)

S(
    "mindee",
    True,
    2,
    "Read the passport scan for the new hire (hr/onboarding/passport_lee.jpg) and check the expiry date is after 2026.",
    [
        (
            "mindee_parse_passport",
            {"file": "hr/onboarding/passport_lee.jpg"},
            J(
                {
                    "api_request": {
                        "error": {},
                        "resources": ["document"],
                        "status": "success",
                        "status_code": 201,
                        "url": "https://api.mindee.net/v1/products/mindee/passport/v1/predict",
                    },
                    "document": {
                        "id": h("pp", 8) + "-0c1d-4e2f-8a9b-" + h("pp2", 12),
                        "name": "passport_lee.jpg",
                        "n_pages": 1,
                        "inference": {
                            "prediction": {
                                "country": {"value": "CAN", "confidence": 0.99},
                                "id_number": {"value": "AB1234567", "confidence": 0.99},
                                "given_names": [{"value": "JIN", "confidence": 0.99}],
                                "surname": {"value": "LEE", "confidence": 0.99},
                                "birth_date": {"value": "1991-08-14", "confidence": 0.99},
                                "expiry_date": {"value": "2031-02-09", "confidence": 0.99},
                                "issuance_date": {"value": "2021-02-09", "confidence": 0.98},
                                "gender": {"value": "F", "confidence": 0.99},
                                "mrz1": {
                                    "value": "P<CANLEE<<JIN<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<",
                                    "confidence": 0.98,
                                },
                                "mrz2": {
                                    "value": "AB1234567<CAN9108148F3102096<<<<<<<<<<<<<<02",
                                    "confidence": 0.98,
                                },
                            }
                        },
                    },
                }
            ),
        ),
    ],
)

_mindee_quota = J(
    {
        "api_request": {
            "error": {
                "code": "TooManyRequests",
                "details": "Too Many Requests",
                "message": "Maximum number of pages reached for this month. Please upgrade your plan.",
            },
            "resources": [],
            "status": "failure",
            "status_code": 429,
            "url": "https://api.mindee.net/v1/products/mindee/expense_receipts/v5/predict",
        }
    }
)
S(
    "mindee",
    False,
    1,
    "Extract merchant, date and total from the 9 expense receipts in expenses/march/ into a CSV.",
    [
        ("mindee_parse_receipt", {"file": "expenses/march/r01.jpg"}, _mindee_quota),
        ("mindee_parse_receipt", {"file": "expenses/march/r02.jpg"}, _mindee_quota),
        ("mindee_parse_receipt", {"file": "expenses/march/r03.jpg"}, _mindee_quota),
        ("mindee_parse_receipt", {"file": "expenses/march/r04.jpg"}, _mindee_quota),
        ("mindee_parse_receipt", {"file": "expenses/march/r01.jpg", "async": True}, _mindee_quota),
        ("mindee_parse_receipt", {"file": "expenses/march/r05.jpg"}, _mindee_quota),
        ("mindee_parse_receipt", {"file": "expenses/march/r06.pdf"}, _mindee_quota),
    ],
)


def nn_result(fname, preds):
    return J(
        {
            "message": "Success",
            "result": [
                {
                    "message": "Success",
                    "input": fname,
                    "prediction": [
                        {
                            "id": h(fname + l, 8) + "-" + h(l, 4),
                            "label": l,
                            "xmin": 100 + i * 10,
                            "ymin": 200 + i * 40,
                            "xmax": 420,
                            "ymax": 230 + i * 40,
                            "score": s,
                            "ocr_text": t,
                            "type": "field",
                            "status": "correctly_predicted",
                            "page_no": 0,
                        }
                        for i, (l, t, s) in enumerate(preds)
                    ],
                    "page": 0,
                    "request_file_id": h(fname, 8) + "-" + h(fname + "r", 4),
                    "filepath": "uploadedfiles/"
                    + h("model", 8)
                    + "/PredictionImages/"
                    + h(fname, 9)
                    + ".jpeg",
                    "id": h(fname + "id", 8),
                    "rotation": 0,
                    "file_url": "",
                    "request_metadata": "",
                    "processing_type": "sync",
                    "size": {"width": 1700, "height": 2200},
                }
            ],
            "signed_urls": {},
        }
    )


S(
    "nanonets",
    True,
    1,
    "Run the three bills of lading through our Nanonets model and give me consignee and container numbers.",
    [
        (
            "nanonets_predict",
            {
                "model_id": h("bol-model", 8) + "-1e2d-4c3b-a9f8-" + h("bolm", 12),
                "file": "bol/MSCU-4410.pdf",
            },
            nn_result(
                "MSCU-4410.pdf",
                [
                    ("consignee", "HALDEN TRADING LTD", 0.97),
                    ("container_number", "MSCU4410292", 0.99),
                    ("port_of_loading", "NINGBO", 0.98),
                ],
            ),
        ),
        (
            "nanonets_predict",
            {
                "model_id": h("bol-model", 8) + "-1e2d-4c3b-a9f8-" + h("bolm", 12),
                "file": "bol/HLXU-2291.pdf",
            },
            nn_result(
                "HLXU-2291.pdf",
                [
                    ("consignee", "TO ORDER", 0.91),
                    ("container_number", "HLXU2291007", 0.99),
                    ("notify_party", "Brixton Imports Inc.", 0.88),
                ],
            ),
        ),
        (
            "nanonets_predict",
            {
                "model_id": h("bol-model", 8) + "-1e2d-4c3b-a9f8-" + h("bolm", 12),
                "file": "bol/CMAU-7713.pdf",
            },
            nn_result(
                "CMAU-7713.pdf",
                [
                    ("consignee", "Olsen Marine AS", 0.96),
                    ("container_number", "CMAU7713450", 0.98),
                    ("container_number", "CMAU7713466", 0.97),
                ],
            ),
        ),
    ],
)

_nn_empty = lambda f: J(
    {
        "message": "Success",
        "result": [
            {
                "message": "Success",
                "input": f,
                "prediction": [],
                "page": 0,
                "request_file_id": h(f, 8) + "-" + h(f + "r", 4),
                "filepath": "uploadedfiles/"
                + h("wrongmodel", 8)
                + "/PredictionImages/"
                + h(f, 9)
                + ".jpeg",
                "id": h(f + "id", 8),
                "rotation": 0,
                "file_url": "",
                "request_metadata": "",
                "processing_type": "sync",
                "size": {"width": 1700, "height": 2200},
            }
        ],
        "signed_urls": {},
    }
)
S(
    "nanonets",
    False,
    1,
    "Extract PO number, vendor and line totals from the purchase orders in po/2025-03/ with Nanonets.",
    [
        (
            "nanonets_predict",
            {
                "model_id": "7c1f0e22-0a91-4d3b-b1c2-" + h("po", 12),
                "file": "po/2025-03/PO-10441.pdf",
            },
            _nn_empty("PO-10441.pdf"),
        ),
        (
            "nanonets_predict",
            {
                "model_id": "7c1f0e22-0a91-4d3b-b1c2-" + h("po", 12),
                "file": "po/2025-03/PO-10442.pdf",
            },
            _nn_empty("PO-10442.pdf"),
        ),
        (
            "nanonets_predict",
            {
                "model_id": "7c1f0e22-0a91-4d3b-b1c2-" + h("po", 12),
                "file": "po/2025-03/PO-10443.pdf",
            },
            _nn_empty("PO-10443.pdf"),
        ),
        (
            "nanonets_predict",
            {
                "model_id": "7c1f0e22-0a91-4d3b-b1c2-" + h("po", 12),
                "file": "po/2025-03/PO-10441.pdf",
                "pages": "0",
            },
            _nn_empty("PO-10441.pdf"),
        ),
        (
            "nanonets_predict",
            {
                "model_id": "7c1f0e22-0a91-4d3b-b1c2-" + h("po", 12),
                "file": "po/2025-03/PO-10444.jpg",
            },
            _nn_empty("PO-10444.jpg"),
        ),
        (
            "nanonets_predict",
            {
                "model_id": "7c1f0e22-0a91-4d3b-b1c2-" + h("po", 12),
                "file": "po/2025-03/PO-10445.pdf",
            },
            _nn_empty("PO-10445.pdf"),
        ),
    ],
)

_tid = "2f8c" + h("abbyy", 4) + "-" + h("a1", 4) + "-4e1f-9d2c-" + h("a2", 12)


def abbyy_task(tid, status, credits=0, extra=""):
    return f'<?xml version="1.0" encoding="utf-8"?>\n<response><task id="{tid}" registrationTime="2025-04-07T15:50:01Z" statusChangeTime="2025-04-07T15:50:{"03" if status == "Queued" else "19"}Z" status="{status}" filesCount="1" credits="{credits}" estimatedProcessingTime="5"{extra} /></response>'


S(
    "abbyy",
    True,
    1,
    "Convert the scanned 1962 newsletter archive/newsletter_1962.tif to a Word document with ABBYY Cloud OCR.",
    [
        (
            "abbyy_process_image",
            {"file": "archive/newsletter_1962.tif", "language": "English", "exportFormat": "docx"},
            abbyy_task(_tid, "Queued"),
        ),
        ("abbyy_get_task_status", {"taskId": _tid}, abbyy_task(_tid, "InProgress")),
        ("abbyy_get_task_status", {"taskId": _tid}, abbyy_task(_tid, "InProgress")),
        (
            "abbyy_get_task_status",
            {"taskId": _tid},
            abbyy_task(
                _tid,
                "Completed",
                4,
                f' resultUrl="https://ocrsdk.blob.core.windows.net/files/{h("res", 32)}.result?sv=2012-02-12&amp;se=2025-04-07T16%3A50%3A19Z&amp;sr=b&amp;sig={h("sig", 24)}"',
            ),
        ),
        (
            "download_file",
            {
                "url": f"https://ocrsdk.blob.core.windows.net/files/{h('res', 32)}.result",
                "save_as": "archive/newsletter_1962.docx",
            },
            "Saved 48213 bytes to archive/newsletter_1962.docx",
        ),
    ],
)

_tid2 = "9a01" + h("abbyy2", 4) + "-" + h("b1", 4) + "-4c5d-8e7f-" + h("b2", 12)
S(
    "abbyy",
    True,
    2,
    "How many ABBYY credits do we have left, and process the two-page business card scan in cards/batch3.jpg.",
    [
        (
            "abbyy_list_tasks",
            {"fromDate": "2025-04-01T00:00:00Z"},
            '<?xml version="1.0" encoding="utf-8"?>\n<response />',
        ),
        (
            "abbyy_get_application_info",
            {},
            '<?xml version="1.0" encoding="utf-8"?>\n<response><application name="acme-ocr" pages="1712" fields="0" type="Normal" expires="2025-12-31T00:00:00Z" /></response>',
        ),
        (
            "abbyy_process_business_card",
            {"file": "cards/batch3.jpg", "language": "English", "exportFormat": "vCard"},
            abbyy_task(_tid2, "Queued"),
        ),
        (
            "abbyy_get_task_status",
            {"taskId": _tid2},
            abbyy_task(
                _tid2,
                "Completed",
                1,
                f' resultUrl="https://ocrsdk.blob.core.windows.net/files/{h("res2", 32)}.result?sv=2012-02-12&amp;sr=b&amp;sig={h("sig2", 24)}"',
            ),
        ),
        (
            "download_file",
            {"url": f"https://ocrsdk.blob.core.windows.net/files/{h('res2', 32)}.result"},
            "BEGIN:VCARD\nVERSION:2.1\nN:Varga;Eszter\nFN:Eszter Varga\nORG:Danube Logistics Kft.\nTITLE:Head of Procurement\nTEL;WORK:+36 1 555 0192\nEMAIL;INTERNET:e.varga@danubelog.hu\nEND:VCARD\n",
        ),
    ],
)

_tid3 = "55d2" + h("abbyy3", 4) + "-" + h("c1", 4) + "-4a0b-b1c2-" + h("c2", 12)
_abbyy_stuck = abbyy_task(_tid3, "Queued")
S(
    "abbyy",
    False,
    1,
    "OCR the 40-page land registry scan deeds/plot_118.pdf with ABBYY and give me the owner names.",
    [
        (
            "abbyy_process_image",
            {"file": "deeds/plot_118.pdf", "language": "English", "exportFormat": "txt"},
            _abbyy_stuck,
        ),
        ("abbyy_get_task_status", {"taskId": _tid3}, _abbyy_stuck),
        ("abbyy_get_task_status", {"taskId": _tid3}, _abbyy_stuck),
        ("abbyy_get_task_status", {"taskId": _tid3}, _abbyy_stuck),
        ("abbyy_get_task_status", {"taskId": _tid3}, _abbyy_stuck),
        ("abbyy_get_task_status", {"taskId": _tid3}, _abbyy_stuck),
        ("abbyy_get_task_status", {"taskId": _tid3}, _abbyy_stuck),
        ("abbyy_get_task_status", {"taskId": _tid3}, _abbyy_stuck),
    ],
)


def main(out: Path) -> None:
    rows = []
    for s in SESSIONS:
        run_id = f"{s['family']}-{'ok' if s['ok'] else 'fail'}-{s['n']}"
        for tool, args, result in s["calls"]:
            rows.append(
                {
                    "source": f"heldout58/{s['family']}",
                    "run_id": run_id,
                    "task": s["task"],
                    "tool": tool,
                    "args": args,
                    "result": result,
                    "outcome": {"success": s["ok"]},
                }
            )
    out.write_text(
        "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8"
    )


if __name__ == "__main__":
    main(
        Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).with_name("tool_heldout58.jsonl")
    )
