"""Build tests/data/tool_heldout29.jsonl: held-out sessions on genomics, civic data,
mobile app development, industrial control protocols and payment processors.

Every row is one tool call in the project's real-runs format; rows of one session are
consecutive.  Nothing here is random or clock-based: identifiers come from hashes of fixed
strings (``_h``).  Run with no argument to write tests/data/tool_heldout29.jsonl.

Where each family's format comes from, and how sure of it I am:

Genomics
- bcftools: ``bcftools view -H`` prints VCF body lines, ``bcftools stats`` prints the
  ``SN``/``TSTV`` tab sections with ``# SN, Summary numbers`` headers, ``bcftools query -f``
  prints exactly the format string per record and nothing when no record matches; htslib's
  ``[W::hts_idx_load3] The index file is older than the data file`` warning goes to stderr
  (the shell tool merges it).  From bcftools/htslib docs and usage; sure.
- GATK: the ``HH:MM:SS.mmm INFO  ToolName - ...`` log lines, ``ProgressMeter`` table and the
  ``Picard``-style metrics file (``## METRICS CLASS`` then a tab table) from GATK4's docs
  and logs; ValidateSamFile's ``No errors found``.  Sure of shape, numbers invented.
- BLAST: the URL API (Blast.cgi CMD=Put returns ``RID = ...``/``RTOE = ...`` inside a
  ``QBlastInfoBegin`` comment; CMD=Get FORMAT_OBJECT=SearchInfo returns ``Status=WAITING``
  or ``Status=READY``; FORMAT_TYPE=Tabular returns ``-outfmt 6``-like lines) from NCBI's
  developer page and client code (hoardeR, BlastHTTP); ``blastn -outfmt 6`` twelve columns
  from the BLAST+ manual.  Sure.
- UCSC Genome Browser REST API (api.genome.ucsc.edu /getData/sequence, /getData/track,
  /search): JSON with ``downloadTime``, ``genome``, ``chrom`` keys as in its help page; the
  bot-delay 429 text is paraphrased from memory (medium).
- gnomAD GraphQL (gnomad.broadinstitute.org/api): ``{"data": {"variant": ...}}`` and
  ``{"errors": [{"message": "Variant not found"}]}`` as the browser's API returns; medium-sure
  of field names.
- cBioPortal REST (/api/studies, /api/molecular-profiles/.../mutations, clinical-data):
  fields as in its swagger (studyId, sampleId, proteinChange, mutationType); sure of shape.
  A private portal whose session expired redirects to its login HTML; shape medium.

Civic and campaign data
- USAspending: POST /api/v2/search/spending_by_award/ returns ``results`` and
  ``page_metadata`` {page, hasNext}; award detail /api/v2/awards/<id>/; sure.  The
  maintenance page text is invented in the usual shape (medium).
- SAM.gov Entity Management v3 and Opportunities v2 through api.data.gov: ``totalRecords``,
  ``entityData``/``opportunitiesData``; api.data.gov's ``API_KEY_INVALID`` error body; sure.
- OpenFEC (api.open.fec.gov/v1): ``api_version``, ``pagination`` with ``last_indexes`` for
  schedule_a; ``OVER_RATE_LIMIT`` from api.data.gov; sure.
- Congress.gov API v3: ``bill``/``actions``/``pagination``/``request`` objects; sure of shape.
  The failing wrapper serves one cached answer for every query (a wrapper fault).
- ProPublica Nonprofit Explorer API v2 (search.json, organizations/<ein>.json); sure.
- UK Parliament Members API (members-api.parliament.uk/api/Members/Search) with
  ``items``/``totalResults`` and Bills API (bills-api.parliament.uk/api/v1/Bills); sure.

Mobile app development
- adb: ``adb devices -l``, logcat threadtime lines, ``dumpsys package``/``battery`` text,
  ``Performing Streamed Install`` / ``Success``; ``error: device offline``; sure.
- xcodebuild / xcrun simctl: ``** BUILD SUCCEEDED **``, ``Test Suite ... passed``,
  ``simctl list devices`` text, ``simctl boot`` printing nothing; sure.
- fastlane: the ``[hh:mm:ss]: ----- step: ... -----`` banner lines and the summary table;
  sure of shape.
- Crashlytics through its BigQuery export: the bq CLI's pretty table and
  ``firebase_crashlytics.<app>_ANDROID`` table names; sure of shape.
- Android lint: lint-results.txt text (``Warning: ... [Id]``, ``0 errors, 3 warnings``); sure.
- App Store Connect builds endpoints (``data``/``attributes``/``processingState``,
  ``NOT_AUTHORIZED`` 401 errors with ``errors[].status/code/title/detail``); sure.

Industrial control protocols
- pymodbus 3.x: a wrapper printing ``ReadHoldingRegistersResponse (dev_id=1, transaction_id=..,
  address=.., count=.., bits=[], registers=[...], status=1)`` and
  ``Modbus Error: [Input/Output] No response received after 3 retries ...``; medium-sure of
  exact repr across versions.
- BAC0: ``bacnet.whois()`` lists of (address, device id) tuples; reads return values; BAC0's
  ``NoResponseFromController`` on timeouts; medium.
- python-snap7: ``db_read`` bytearrays decoded by the wrapper; ``b' TCP : Unreachable peer'``
  style errors; medium.
- mosquitto_sub -v prints ``topic payload`` lines; ``-W`` timeout prints ``Timed out``; sure.
- pycomm3 LogixDriver.read returns ``Tag(tag=..., value=..., type=..., error=None)``; sure.
- CODESYS web API: a site's own gateway in front of the runtime (JSON); shape invented for
  a wrapper (low), so only one session.

Payment processors
- Adyen Checkout v71 /payments/details, Management API /merchants/{id}/stores with
  ``data``/``itemsTotal``/``pagesTotal``; sure.
- PayPal Orders v2 (``status: CREATED/APPROVED/COMPLETED``, links) and Payouts
  (``batch_header.batch_status`` PENDING/SUCCESS); sure.
- Plaid /transactions/sync (added/modified/removed/next_cursor/has_more/request_id) and the
  ITEM_LOGIN_REQUIRED error body (error_type/error_code/error_message/display_message); sure.
- Square v2 (/v2/payments, /v2/refunds, /v2/locations; ``{}`` for an empty list); sure.
- Marqeta core API (/cards/user/{token}, /transactions with count/start_index/is_more); sure.
- Braintree GraphQL (``data``/``extensions.requestId``, ``errors`` with
  ``extensions.errorClass: AUTHENTICATION``); sure.
"""

# ruff: noqa: E501  (the results are verbatim tool output)
from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

SRC = "heldout29"


def _h(s: str, n: int = 12) -> str:
    return hashlib.sha256(s.encode()).hexdigest()[:n]


def J(obj) -> str:
    return json.dumps(obj, indent=2)


def Jc(obj) -> str:
    return json.dumps(obj, separators=(",", ":"))


SESSIONS: list[tuple[str, str, bool, str, list[tuple[str, dict, str]]]] = []


def S(family: str, n: int, ok: bool, task: str, calls: list[tuple[str, dict, str]]) -> None:
    SESSIONS.append((family, f"{family}-{'ok' if ok else 'fail'}-{n}", ok, task, calls))


def sh(cmd: str) -> dict:
    return {"command": cmd}


# ---------------------------------------------------------------- genomics
S(
    "bcftools",
    1,
    True,
    "How many PASS variants are in NA12878's chr20 calls, what's the Ts/Tv, and are there any HIGH-impact variants in PRNP?",
    [
        ("run_shell", sh("bcftools view -H -f PASS NA12878.chr20.ann.vcf.gz | wc -l"), "48213\n"),
        (
            "run_shell",
            sh("bcftools stats -f PASS NA12878.chr20.ann.vcf.gz | grep -E '^(SN|TSTV)'"),
            "SN\t0\tnumber of samples:\t1\nSN\t0\tnumber of records:\t48213\nSN\t0\tnumber of no-ALTs:\t0\n"
            "SN\t0\tnumber of SNPs:\t41877\nSN\t0\tnumber of MNPs:\t0\nSN\t0\tnumber of indels:\t6402\n"
            "SN\t0\tnumber of others:\t0\nSN\t0\tnumber of multiallelic sites:\t611\n"
            "SN\t0\tnumber of multiallelic SNP sites:\t97\nTSTV\t0\t29026\t12948\t2.24\t28890\t12891\t2.24\n",
        ),
        (
            "run_shell",
            sh(
                "bcftools query -r chr20:4686000-4701600 -i 'INFO/ANN~\"HIGH\"' -f '%CHROM\\t%POS\\t%REF\\t%ALT\\t%INFO/ANN\\n' NA12878.chr20.ann.vcf.gz"
            ),
            "",
        ),
        (
            "run_shell",
            sh(
                "bcftools query -r chr20:4686000-4701600 -f '%POS\\t%REF\\t%ALT\\t[%GT]\\n' NA12878.chr20.ann.vcf.gz"
            ),
            "4686456\tC\tT\t0/1\n4699605\tA\tG\t1/1\n4699754\tG\tA\t0/1\n4700231\tT\tTA\t0/1\n",
        ),
        (
            "run_shell",
            sh(
                "bcftools query -r chr20:4699605 -f '%INFO/ANN\\n' NA12878.chr20.ann.vcf.gz | tr ',' '\\n' | cut -d'|' -f1-4,10,11"
            ),
            "G|missense_variant|MODERATE|PRNP|c.385A>G|p.Met129Val\n",
        ),
    ],
)
S(
    "bcftools",
    2,
    True,
    "Subset the trio VCF to the proband, keep only de novo candidates (child het, both parents hom-ref) on chr7, and write it out.",
    [
        ("run_shell", sh("bcftools query -l trio.joint.vcf.gz"), "HG002\nHG003\nHG004\n"),
        (
            "run_shell",
            sh(
                'bcftools view -r chr7 -i \'GT[0]="het" && GT[1]="RR" && GT[2]="RR" && FILTER="PASS"\' -Oz -o chr7.denovo.vcf.gz trio.joint.vcf.gz && bcftools index chr7.denovo.vcf.gz'
            ),
            "",
        ),
        ("run_shell", sh("bcftools view -H chr7.denovo.vcf.gz | wc -l"), "17\n"),
        (
            "run_shell",
            sh(
                "bcftools query -f '%POS\\t%REF\\t%ALT\\t%QUAL\\t[%DP,]\\n' chr7.denovo.vcf.gz | head -5"
            ),
            "1264510\tG\tA\t611.6\t38,41,35,\n20438877\tC\tT\t402.3\t29,33,40,\n55191822\tT\tC\t988.1\t52,47,49,\n"
            "87531302\tA\tAT\t143.9\t22,30,19,\n117559590\tG\tT\t722.4\t44,39,42,\n",
        ),
    ],
)
_stale = "[W::hts_idx_load3] The index file is older than the data file: cohort.2024q3.vcf.gz.tbi\n"
S(
    "bcftools",
    1,
    False,
    "Pull genotypes for these five pharmacogene regions from the Q3 cohort VCF for the PGx report.",
    [
        (
            "run_shell",
            sh(
                "bcftools query -r chr22:42126000-42131000 -f '%POS\\t%REF\\t%ALT[\\t%GT]\\n' cohort.2024q3.vcf.gz | head"
            ),
            _stale,
        ),
        (
            "run_shell",
            sh(
                "bcftools query -r chr10:94938000-94990000 -f '%POS\\t%REF\\t%ALT[\\t%GT]\\n' cohort.2024q3.vcf.gz | head"
            ),
            _stale,
        ),
        (
            "run_shell",
            sh(
                "bcftools query -r chr10:94760000-94860000 -f '%POS\\t%REF\\t%ALT[\\t%GT]\\n' cohort.2024q3.vcf.gz | head"
            ),
            _stale,
        ),
        (
            "run_shell",
            sh("bcftools view -H -r chr7:99756000-99785000 cohort.2024q3.vcf.gz | head -3"),
            _stale,
        ),
        (
            "run_shell",
            sh(
                "bcftools query -r chr1:97077000-97921000 -f '%POS\\t%REF\\t%ALT\\n' cohort.2024q3.vcf.gz | head"
            ),
            _stale,
        ),
        (
            "run_shell",
            sh("bcftools query -r chr22 -f '%POS\\n' cohort.2024q3.vcf.gz | wc -l"),
            _stale + "0\n",
        ),
        (
            "run_shell",
            sh("bcftools query -r 22:42126000-42131000 -f '%POS\\n' cohort.2024q3.vcf.gz | head"),
            _stale,
        ),
    ],
)

S(
    "gatk",
    1,
    True,
    "Run HaplotypeCaller on sample S17 chr1 and tell me how long it took and whether the output looks sane.",
    [
        (
            "run_shell",
            sh(
                "gatk HaplotypeCaller -R Homo_sapiens_assembly38.fasta -I S17.dedup.bam -L chr1 -O S17.chr1.g.vcf.gz -ERC GVCF 2>&1 | tail -8"
            ),
            "14:02:11.905 INFO  ProgressMeter -       chr1:246512301             41.2               1849120          44881.6\n"
            "14:03:02.440 INFO  ProgressMeter -       chr1:248918533             42.0               1871004          44547.7\n"
            "14:03:02.441 INFO  ProgressMeter - Traversal complete. Processed 1871004 total regions in 42.0 minutes.\n"
            "14:03:02.517 INFO  VectorLoglessPairHMM - Time spent in setup for JNI call : 0.61\n"
            "14:03:02.517 INFO  PairHMM - Total compute time in PairHMM computeLogLikelihoods() : 812.39\n"
            "14:03:02.518 INFO  SmithWatermanAligner - Total compute time in java Smith-Waterman : 301.77 sec\n"
            "14:03:02.518 INFO  HaplotypeCaller - Shutting down engine\n"
            "[June 3, 2024 at 2:03:02 PM UTC] org.broadinstitute.hellbender.tools.walkers.haplotypecaller.HaplotypeCaller done. Elapsed time: 42.07 minutes.\nRuntime.totalMemory()=6442450944\n",
        ),
        (
            "run_shell",
            sh(
                "gatk ValidateVariants -R Homo_sapiens_assembly38.fasta -V S17.chr1.g.vcf.gz --validate-GVCF -L chr1 2>&1 | grep -v DEBUG | tail -3"
            ),
            "14:05:40.112 INFO  ProgressMeter - Traversal complete. Processed 3921877 total variants in 1.9 minutes.\n"
            "14:05:40.113 INFO  ValidateVariants - Shutting down engine\n"
            "[June 3, 2024 at 2:05:40 PM UTC] org.broadinstitute.hellbender.tools.walkers.variantutils.ValidateVariants done. Elapsed time: 1.95 minutes.\n",
        ),
        (
            "run_shell",
            sh("bcftools view -H -i 'ALT!=\"<NON_REF>\"' S17.chr1.g.vcf.gz | wc -l"),
            "372418\n",
        ),
    ],
)
S(
    "gatk",
    2,
    True,
    "Check S22's BAM: run ValidateSamFile and give me the duplication rate and alignment summary.",
    [
        (
            "run_shell",
            sh("gatk ValidateSamFile -I S22.dedup.bam -MODE SUMMARY 2>&1 | tail -3"),
            "No errors found\n[June 3, 2024 at 3:11:52 PM UTC] picard.sam.ValidateSamFile done. Elapsed time: 6.41 minutes.\nRuntime.totalMemory()=2147483648\n",
        ),
        (
            "run_shell",
            sh("grep -A2 '^LIBRARY' S22.markdup_metrics.txt"),
            "LIBRARY\tUNPAIRED_READS_EXAMINED\tREAD_PAIRS_EXAMINED\tSECONDARY_OR_SUPPLEMENTARY_RDS\tUNMAPPED_READS\tUNPAIRED_READ_DUPLICATES\tREAD_PAIR_DUPLICATES\tREAD_PAIR_OPTICAL_DUPLICATES\tPERCENT_DUPLICATION\tESTIMATED_LIBRARY_SIZE\n"
            "S22_lib1\t211834\t402118377\t1877420\t1903344\t88122\t41773019\t3120441\t0.103969\t1822093117\n",
        ),
        (
            "run_shell",
            sh(
                "gatk CollectAlignmentSummaryMetrics -R Homo_sapiens_assembly38.fasta -I S22.dedup.bam -O S22.aln.txt >/dev/null 2>&1; grep -A4 '^CATEGORY' S22.aln.txt | cut -f1-3,6,7,10"
            ),
            "CATEGORY\tTOTAL_READS\tPF_READS\tPF_READS_ALIGNED\tPCT_PF_READS_ALIGNED\tPF_HQ_ALIGNED_READS\n"
            "FIRST_OF_PAIR\t402330211\t402330211\t400912655\t0.996477\t378211094\n"
            "SECOND_OF_PAIR\t402330211\t402330211\t400455318\t0.99534\t377092552\n"
            "PAIR\t804660422\t804660422\t801367973\t0.995908\t755303646\n",
        ),
    ],
)
_gatk_old = (
    "08:41:17.220 INFO  Mutect2 - ------------------------------------------------------------\n"
    "08:41:17.221 INFO  Mutect2 - The Genome Analysis Toolkit (GATK) v4.5.0.0\n"
    "...\n09:58:03.004 INFO  ProgressMeter - Traversal complete. Processed 218831 total regions in 76.8 minutes.\n"
    "09:58:03.120 INFO  Mutect2 - Shutting down engine\n"
    "[May 28, 2024 at 9:58:03 AM UTC] org.broadinstitute.hellbender.tools.walkers.mutect.Mutect2 done. Elapsed time: 76.83 minutes.\n"
)
S(
    "gatk",
    1,
    False,
    "Did last night's Mutect2 jobs for tumors T31-T36 finish? Give me each one's runtime.",
    [
        ("get_job_log", {"job_id": "mutect2-T31"}, _gatk_old),
        ("get_job_log", {"job_id": "mutect2-T32"}, _gatk_old),
        ("get_job_log", {"job_id": "mutect2-T33"}, _gatk_old),
        ("get_job_log", {"job_id": "mutect2-T34", "tail": 50}, _gatk_old),
        ("get_job_log", {"job_id": "mutect2-T35"}, _gatk_old),
        ("get_job_log", {"job_id": "mutect2-T36"}, _gatk_old),
        ("get_job_log", {"job_id": "mutect2-T31", "stream": "stderr"}, _gatk_old),
    ],
)

_rid = _h("blast-rid-1", 11).upper()
S(
    "blast",
    1,
    True,
    "BLAST this 16S amplicon against nt and tell me the top hits.",
    [
        (
            "http_get",
            {
                "url": "https://blast.ncbi.nlm.nih.gov/Blast.cgi?CMD=Put&PROGRAM=blastn&DATABASE=nt&QUERY=AGAGTTTGATCCTGGCTCAG...&MEGABLAST=on"
            },
            f"<!--QBlastInfoBegin\n    RID = {_rid}\n    RTOE = 27\nQBlastInfoEnd\n-->\n",
        ),
        (
            "http_get",
            {
                "url": f"https://blast.ncbi.nlm.nih.gov/Blast.cgi?CMD=Get&FORMAT_OBJECT=SearchInfo&RID={_rid}"
            },
            "<!--QBlastInfoBegin\n\tStatus=WAITING\nQBlastInfoEnd\n-->\n",
        ),
        (
            "http_get",
            {
                "url": f"https://blast.ncbi.nlm.nih.gov/Blast.cgi?CMD=Get&FORMAT_OBJECT=SearchInfo&RID={_rid}"
            },
            "<!--QBlastInfoBegin\n\tStatus=WAITING\nQBlastInfoEnd\n-->\n",
        ),
        (
            "http_get",
            {
                "url": f"https://blast.ncbi.nlm.nih.gov/Blast.cgi?CMD=Get&FORMAT_OBJECT=SearchInfo&RID={_rid}"
            },
            "<!--QBlastInfoBegin\n\tStatus=READY\nQBlastInfoEnd\n-->\n<!--QBlastInfoBegin\n\tThereAreHits=yes\nQBlastInfoEnd\n-->\n",
        ),
        (
            "http_get",
            {
                "url": f"https://blast.ncbi.nlm.nih.gov/Blast.cgi?CMD=Get&RID={_rid}&FORMAT_TYPE=Tabular&ALIGNMENTS=5&DESCRIPTIONS=5"
            },
            "# blastn\n# Query: unnamed\n# Database: nt\n# Fields: query id, subject ids, % identity, alignment length, mismatches, gap opens, q. start, q. end, s. start, s. end, evalue, bit score\n# 5 hits found\n"
            "Query_8812\tgi|2527418891|gb|OR739122.1|\t100.000\t1462\t0\t0\t1\t1462\t8\t1469\t0.0\t2700\n"
            "Query_8812\tgi|1834552017|gb|MK611838.1|\t99.932\t1462\t1\t0\t1\t1462\t1\t1462\t0.0\t2695\n"
            "Query_8812\tgi|1390117624|gb|MH165492.1|\t99.863\t1462\t2\t0\t1\t1462\t22\t1483\t0.0\t2689\n"
            "Query_8812\tgi|2138870452|gb|OL455961.1|\t99.795\t1461\t3\t0\t1\t1461\t15\t1475\t0.0\t2682\n"
            "Query_8812\tgi|636559461|gb|KJ631139.1|\t99.726\t1462\t4\t0\t1\t1462\t1\t1462\t0.0\t2678\n",
        ),
        (
            "http_get",
            {
                "url": "https://eutils.ncbi.nlm.nih.gov/entrez/eutils/esummary.fcgi?db=nuccore&id=OR739122.1&retmode=json"
            },
            Jc(
                {
                    "header": {"type": "esummary", "version": "0.3"},
                    "result": {
                        "uids": ["2527418891"],
                        "2527418891": {
                            "uid": "2527418891",
                            "caption": "OR739122",
                            "title": "Bacillus velezensis strain ZY-3 16S ribosomal RNA gene, partial sequence",
                            "slen": 1473,
                            "organism": "Bacillus velezensis",
                            "moltype": "rna",
                        },
                    },
                }
            ),
        ),
    ],
)
S(
    "blast",
    2,
    True,
    "Check whether any of these 4 primer sequences hit off-target in our local plasmid database.",
    [
        (
            "run_shell",
            sh("blastn -task blastn-short -query primers.fa -db plasmids_v12 -outfmt 6 -evalue 1"),
            "pF1\tpUC19_mut3\t100.000\t20\t0\t0\t1\t20\t1512\t1531\t1.2e-05\t40.1\n"
            "pR1\tpUC19_mut3\t100.000\t21\t0\t0\t1\t21\t2049\t2029\t3.1e-06\t42.1\n"
            "pF2\tpET28a_GFP\t100.000\t22\t0\t0\t1\t22\t5120\t5141\t8.0e-07\t44.1\n",
        ),
        ("run_shell", sh("grep -c '>' primers.fa"), "4\n"),
        (
            "run_shell",
            sh(
                "blastn -task blastn-short -query <(seqkit grep -p pR2 primers.fa) -db plasmids_v12 -outfmt 6 -evalue 10"
            ),
            "",
        ),
        ("run_shell", sh("seqkit grep -p pR2 primers.fa"), ">pR2\nGTTCGATCCGTAAGCTTGCC\n"),
    ],
)
S(
    "blast",
    1,
    False,
    "Identify these 6 unknown contigs from the metagenome assembly with blastn against the refseq db.",
    [
        (
            "run_shell",
            sh(
                "blastn -query contig_0017.fa -db /data/blastdb/refseq_genomic -outfmt 6 -max_target_seqs 5"
            ),
            "",
        ),
        (
            "run_shell",
            sh(
                "blastn -query contig_0042.fa -db /data/blastdb/refseq_genomic -outfmt 6 -max_target_seqs 5"
            ),
            "",
        ),
        (
            "run_shell",
            sh(
                "blastn -query contig_0108.fa -db /data/blastdb/refseq_genomic -outfmt 6 -max_target_seqs 5 -evalue 10"
            ),
            "",
        ),
        (
            "run_shell",
            sh(
                "blastn -task blastn -query contig_0017.fa -db /data/blastdb/refseq_genomic -outfmt 6 -evalue 100"
            ),
            "",
        ),
        (
            "run_shell",
            sh("blastn -query contig_0211.fa -db /data/blastdb/refseq_genomic -outfmt 6"),
            "",
        ),
        (
            "run_shell",
            sh("blastn -query contig_0233.fa -db /data/blastdb/refseq_genomic -outfmt 6"),
            "",
        ),
        (
            "run_shell",
            sh("blastdbcmd -db /data/blastdb/refseq_genomic -info | head -4"),
            "Database: refseq_genomic\n\t0 sequences; 0 total bases\n\nDate: Jun 2, 2024  11:48 PM\tLongest sequence: 0 bases\n",
        ),
    ],
)

S(
    "ucsc",
    1,
    True,
    "Get the hg38 sequence of the BRCA1 exon 11 region and list the knownGene transcripts overlapping it.",
    [
        (
            "http_get",
            {"url": "https://api.genome.ucsc.edu/search?search=BRCA1&genome=hg38"},
            J(
                {
                    "genome": "hg38",
                    "positionMatches": [
                        {
                            "name": "knownGene",
                            "description": "GENCODE V44",
                            "matches": [
                                {
                                    "knownGene": "BRCA1",
                                    "position": "chr17:43044295-43170245",
                                    "posName": "BRCA1 (ENST00000357654.9)",
                                    "hgFindMatches": "ENST00000357654.9",
                                }
                            ],
                        }
                    ],
                }
            ),
        ),
        (
            "http_get",
            {
                "url": "https://api.genome.ucsc.edu/getData/sequence?genome=hg38;chrom=chr17;start=43091434;end=43091534"
            },
            J(
                {
                    "downloadTime": "2024:06:03T14:20:11Z",
                    "downloadTimeStamp": 1717424411,
                    "genome": "hg38",
                    "chrom": "chr17",
                    "start": 43091434,
                    "end": 43091534,
                    "dna": "ctttgaaaacttcatctgttgctcacagatatttgcacttttcctgaatagtttggagtttttatgaattttcttctctgttaatatttcatccagctg",
                }
            ),
        ),
        (
            "http_get",
            {
                "url": "https://api.genome.ucsc.edu/getData/track?genome=hg38;track=knownGene;chrom=chr17;start=43091434;end=43094860"
            },
            J(
                {
                    "downloadTime": "2024:06:03T14:20:40Z",
                    "genome": "hg38",
                    "track": "knownGene",
                    "chrom": "chr17",
                    "start": 43091434,
                    "end": 43094860,
                    "knownGene": [
                        {
                            "chrom": "chr17",
                            "chromStart": 43044294,
                            "chromEnd": 43125364,
                            "name": "ENST00000357654.9",
                            "strand": "-",
                            "exonCount": 23,
                            "geneName": "BRCA1",
                        },
                        {
                            "chrom": "chr17",
                            "chromStart": 43044294,
                            "chromEnd": 43125483,
                            "name": "ENST00000471181.7",
                            "strand": "-",
                            "exonCount": 24,
                            "geneName": "BRCA1",
                        },
                        {
                            "chrom": "chr17",
                            "chromStart": 43045801,
                            "chromEnd": 43124115,
                            "name": "ENST00000493795.5",
                            "strand": "-",
                            "exonCount": 22,
                            "geneName": "BRCA1",
                        },
                    ],
                    "itemsReturned": 3,
                }
            ),
        ),
        (
            "http_get",
            {
                "url": "https://api.genome.ucsc.edu/getData/track?genome=hg38;track=rmsk;chrom=chr17;start=43091434;end=43094860"
            },
            J(
                {
                    "downloadTime": "2024:06:03T14:21:05Z",
                    "genome": "hg38",
                    "track": "rmsk",
                    "chrom": "chr17",
                    "start": 43091434,
                    "end": 43094860,
                    "rmsk": [],
                    "itemsReturned": 0,
                }
            ),
        ),
    ],
)
_ucsc429 = (
    "HTTP 429 Too Many Requests\n<!DOCTYPE html><html><head><title>Status 429: Too Many Requests</title></head><body>"
    "<h2>Too many HTTP requests and not enough delay between them.</h2><p>Your IP has exceeded the maximum number of API requests. "
    "Please wait and try again later, and limit requests to one every few seconds. Contact genome-www@soe.ucsc.edu if you need help.</p></body></html>"
)
S(
    "ucsc",
    1,
    False,
    "For each of these 8 enhancer coordinates, get the phyloP conservation track values from UCSC hg38.",
    [
        (
            "http_get",
            {
                "url": "https://api.genome.ucsc.edu/getData/track?genome=hg38;track=phyloP100way;chrom=chr2;start=60494000;end=60495200"
            },
            _ucsc429,
        ),
        (
            "http_get",
            {
                "url": "https://api.genome.ucsc.edu/getData/track?genome=hg38;track=phyloP100way;chrom=chr11;start=5248000;end=5249100"
            },
            _ucsc429,
        ),
        (
            "http_get",
            {
                "url": "https://api.genome.ucsc.edu/getData/track?genome=hg38;track=phyloP100way;chrom=chr8;start=127735000;end=127736400"
            },
            _ucsc429,
        ),
        (
            "http_get",
            {
                "url": "https://api.genome.ucsc.edu/getData/track?genome=hg38;track=phyloP100way;chrom=chr6;start=135181000;end=135182000"
            },
            _ucsc429,
        ),
        (
            "http_get",
            {
                "url": "https://api.genome.ucsc.edu/getData/track?genome=hg38;track=phyloP100way;chrom=chr2;start=60494000;end=60494600"
            },
            _ucsc429,
        ),
        (
            "http_get",
            {
                "url": "https://api.genome.ucsc.edu/getData/track?genome=hg38;track=phyloP30way;chrom=chr2;start=60494000;end=60495200"
            },
            _ucsc429,
        ),
        (
            "http_get",
            {"url": "https://api.genome.ucsc.edu/list/tracks?genome=hg38;trackLeavesOnly=1"},
            _ucsc429,
        ),
    ],
)

_gq = "query ($v: String!) { variant(variantId: $v, dataset: gnomad_r4) { variant_id exome { ac an homozygote_count } genome { ac an homozygote_count } } }"
S(
    "gnomad",
    1,
    True,
    "What are the gnomAD v4 allele frequencies for these three CFTR variants? One of them may be novel.",
    [
        (
            "gnomad_graphql",
            {"query": _gq, "variables": {"v": "7-117559590-ATCT-A"}},
            J(
                {
                    "data": {
                        "variant": {
                            "variant_id": "7-117559590-ATCT-A",
                            "exome": {"ac": 16711, "an": 1461642, "homozygote_count": 117},
                            "genome": {"ac": 1190, "an": 152180, "homozygote_count": 9},
                        }
                    }
                }
            ),
        ),
        (
            "gnomad_graphql",
            {"query": _gq, "variables": {"v": "7-117587806-G-A"}},
            J(
                {
                    "data": {
                        "variant": {
                            "variant_id": "7-117587806-G-A",
                            "exome": {"ac": 48, "an": 1460894, "homozygote_count": 0},
                            "genome": None,
                        }
                    }
                }
            ),
        ),
        (
            "gnomad_graphql",
            {"query": _gq, "variables": {"v": "7-117602903-C-T"}},
            J(
                {
                    "errors": [
                        {
                            "message": "Variant not found",
                            "locations": [{"line": 1, "column": 23}],
                            "path": ["variant"],
                        }
                    ],
                    "data": {"variant": None},
                }
            ),
        ),
        (
            "gnomad_graphql",
            {
                "query": 'query { region(chrom: "7", start: 117602880, stop: 117602930, reference_genome: GRCh38) { coverage(dataset: gnomad_r4) { exome { pos mean over_20 } } } }'
            },
            J(
                {
                    "data": {
                        "region": {
                            "coverage": {
                                "exome": [
                                    {"pos": 117602900, "mean": 41.8, "over_20": 0.962},
                                    {"pos": 117602910, "mean": 41.2, "over_20": 0.958},
                                ]
                            }
                        }
                    }
                }
            ),
        ),
    ],
)
_gnf = J(
    {
        "errors": [
            {
                "message": "Variant not found",
                "locations": [{"line": 1, "column": 23}],
                "path": ["variant"],
            }
        ],
        "data": {"variant": None},
    }
)
S(
    "gnomad",
    1,
    False,
    "Annotate the 8 candidate variants from our GRCh38 exome with gnomAD frequencies.",
    [
        (
            "gnomad_graphql",
            {
                "query": _gq.replace("gnomad_r4", "gnomad_r2_1"),
                "variables": {"v": "1-155235252-A-G"},
            },
            _gnf,
        ),
        (
            "gnomad_graphql",
            {
                "query": _gq.replace("gnomad_r4", "gnomad_r2_1"),
                "variables": {"v": "2-47403192-C-T"},
            },
            _gnf,
        ),
        (
            "gnomad_graphql",
            {
                "query": _gq.replace("gnomad_r4", "gnomad_r2_1"),
                "variables": {"v": "11-108227838-G-A"},
            },
            _gnf,
        ),
        (
            "gnomad_graphql",
            {
                "query": _gq.replace("gnomad_r4", "gnomad_r2_1"),
                "variables": {"v": "13-32340300-GT-G"},
            },
            _gnf,
        ),
        (
            "gnomad_graphql",
            {
                "query": _gq.replace("gnomad_r4", "gnomad_r2_1"),
                "variables": {"v": "17-7674220-C-T"},
            },
            _gnf,
        ),
        (
            "gnomad_graphql",
            {
                "query": _gq.replace("gnomad_r4", "gnomad_r2_1"),
                "variables": {"v": "chr17-7674220-C-T"},
            },
            _gnf,
        ),
        (
            "gnomad_graphql",
            {
                "query": _gq.replace("gnomad_r4", "gnomad_r2_1"),
                "variables": {"v": "19-11105600-G-A"},
            },
            _gnf,
        ),
    ],
)

S(
    "cbioportal",
    1,
    True,
    "In the TCGA lung adenocarcinoma PanCancer study, how many samples have KRAS G12C, and what's their median age?",
    [
        (
            "cbioportal_get",
            {"path": "/api/studies", "params": {"keyword": "luad tcga pan"}},
            J(
                [
                    {
                        "studyId": "luad_tcga_pan_can_atlas_2018",
                        "name": "Lung Adenocarcinoma (TCGA, PanCancer Atlas)",
                        "cancerTypeId": "luad",
                        "allSampleCount": 566,
                        "referenceGenome": "hg19",
                    }
                ]
            ),
        ),
        (
            "cbioportal_post",
            {
                "path": "/api/molecular-profiles/luad_tcga_pan_can_atlas_2018_mutations/mutations/fetch",
                "body": {
                    "sampleListId": "luad_tcga_pan_can_atlas_2018_all",
                    "entrezGeneIds": [3845],
                },
            },
            J(
                [
                    {
                        "sampleId": "TCGA-05-4384-01",
                        "patientId": "TCGA-05-4384",
                        "proteinChange": "G12C",
                        "mutationType": "Missense_Mutation",
                        "tumorAltCount": 61,
                    },
                    {
                        "sampleId": "TCGA-05-4390-01",
                        "patientId": "TCGA-05-4390",
                        "proteinChange": "G12V",
                        "mutationType": "Missense_Mutation",
                        "tumorAltCount": 44,
                    },
                    {
                        "sampleId": "TCGA-38-4631-01",
                        "patientId": "TCGA-38-4631",
                        "proteinChange": "G12C",
                        "mutationType": "Missense_Mutation",
                        "tumorAltCount": 37,
                    },
                    {
                        "sampleId": "TCGA-44-6147-01",
                        "patientId": "TCGA-44-6147",
                        "proteinChange": "G12D",
                        "mutationType": "Missense_Mutation",
                        "tumorAltCount": 29,
                    },
                    {
                        "sampleId": "TCGA-55-8614-01",
                        "patientId": "TCGA-55-8614",
                        "proteinChange": "G12C",
                        "mutationType": "Missense_Mutation",
                        "tumorAltCount": 52,
                    },
                    {
                        "sampleId": "TCGA-91-6836-01",
                        "patientId": "TCGA-91-6836",
                        "proteinChange": "Q61H",
                        "mutationType": "Missense_Mutation",
                        "tumorAltCount": 18,
                    },
                ]
            ),
        ),
        (
            "cbioportal_post",
            {
                "path": "/api/clinical-data/fetch?clinicalDataType=PATIENT",
                "body": {
                    "identifiers": [
                        {"entityId": "TCGA-05-4384", "studyId": "luad_tcga_pan_can_atlas_2018"},
                        {"entityId": "TCGA-38-4631", "studyId": "luad_tcga_pan_can_atlas_2018"},
                        {"entityId": "TCGA-55-8614", "studyId": "luad_tcga_pan_can_atlas_2018"},
                    ],
                    "attributeIds": ["AGE"],
                },
            },
            J(
                [
                    {"patientId": "TCGA-05-4384", "clinicalAttributeId": "AGE", "value": "66"},
                    {"patientId": "TCGA-38-4631", "clinicalAttributeId": "AGE", "value": "74"},
                    {"patientId": "TCGA-55-8614", "clinicalAttributeId": "AGE", "value": "59"},
                ]
            ),
        ),
        (
            "cbioportal_get",
            {"path": "/api/sample-lists/luad_tcga_pan_can_atlas_2018_sequenced"},
            J(
                {
                    "sampleListId": "luad_tcga_pan_can_atlas_2018_sequenced",
                    "category": "all_cases_with_mutation_data",
                    "name": "Samples with mutation data",
                    "studyId": "luad_tcga_pan_can_atlas_2018",
                    "sampleCount": 566,
                }
            ),
        ),
    ],
)
_cbio_login = (
    '<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><title>cBioPortal for Cancer Genomics::Login</title>'
    '<link rel="stylesheet" href="/css/login.css"></head><body><div class="login-container"><img src="/images/cbioportal_logo.png" alt="cBioPortal"/>'
    '<h3>Please login into cBioPortal to access the data</h3><a class="btn" href="/saml2/authenticate/keycloak">Sign in with Institute SSO</a></div></body></html>'
)
S(
    "cbioportal",
    1,
    False,
    "On our institute cBioPortal, list the IDH1-mutant samples in the glioma cohort and their MGMT status.",
    [
        ("cbioportal_get", {"path": "/api/studies", "params": {"keyword": "glioma"}}, _cbio_login),
        ("cbioportal_get", {"path": "/api/studies/inst_glioma_2023"}, _cbio_login),
        (
            "cbioportal_post",
            {
                "path": "/api/molecular-profiles/inst_glioma_2023_mutations/mutations/fetch",
                "body": {"sampleListId": "inst_glioma_2023_all", "entrezGeneIds": [3417]},
            },
            _cbio_login,
        ),
        (
            "cbioportal_get",
            {"path": "/api/studies/inst_glioma_2023/clinical-attributes"},
            _cbio_login,
        ),
        ("cbioportal_get", {"path": "/api/genes/IDH1"}, _cbio_login),
        (
            "cbioportal_get",
            {"path": "/api/studies/inst_glioma_2023/samples", "params": {"pageSize": 50}},
            _cbio_login,
        ),
    ],
)


# ---------------------------------------------------------------- civic
def _us_pg(page: int, has_next: bool, rows: list) -> str:
    return J(
        {
            "limit": 3,
            "results": rows,
            "page_metadata": {
                "page": page,
                "hasNext": has_next,
                "last_record_unique_id": None,
                "last_record_sort_value": "None",
            },
            "messages": [],
        }
    )


S(
    "usaspending",
    1,
    True,
    "List all FY2023 contract awards from NOAA to Lockheed Martin over $10M and the biggest one's period of performance.",
    [
        (
            "usaspending_post",
            {
                "path": "/api/v2/search/spending_by_award/",
                "body": {
                    "filters": {
                        "time_period": [{"start_date": "2022-10-01", "end_date": "2023-09-30"}],
                        "award_type_codes": ["A", "B", "C", "D"],
                        "agencies": [
                            {
                                "type": "awarding",
                                "tier": "subtier",
                                "name": "National Oceanic and Atmospheric Administration",
                            }
                        ],
                        "recipient_search_text": ["Lockheed Martin"],
                        "award_amounts": [{"lower_bound": 10000000}],
                    },
                    "fields": [
                        "Award ID",
                        "Recipient Name",
                        "Award Amount",
                        "generated_internal_id",
                    ],
                    "page": 1,
                    "limit": 3,
                },
            },
            _us_pg(
                1,
                True,
                [
                    {
                        "internal_id": 148812223,
                        "Award ID": "1332KP23CNEEL0012",
                        "Recipient Name": "LOCKHEED MARTIN CORPORATION",
                        "Award Amount": 412880117.0,
                        "generated_internal_id": "CONT_AWD_1332KP23CNEEL0012_1330_-NONE-_-NONE-",
                    },
                    {
                        "internal_id": 151203334,
                        "Award ID": "1305M223FNRMA0077",
                        "Recipient Name": "LOCKHEED MARTIN CORPORATION",
                        "Award Amount": 38440250.0,
                        "generated_internal_id": "CONT_AWD_1305M223FNRMA0077_1330_-NONE-_-NONE-",
                    },
                    {
                        "internal_id": 149900071,
                        "Award ID": "1332KP23FNEEL0031",
                        "Recipient Name": "LOCKHEED MARTIN SPACE",
                        "Award Amount": 21093000.0,
                        "generated_internal_id": "CONT_AWD_1332KP23FNEEL0031_1330_-NONE-_-NONE-",
                    },
                ],
            ),
        ),
        (
            "usaspending_post",
            {
                "path": "/api/v2/search/spending_by_award/",
                "body": {"page": 2, "limit": 3, "note": "same filters"},
            },
            _us_pg(
                2,
                False,
                [
                    {
                        "internal_id": 150116982,
                        "Award ID": "1305M323CNRMT0140",
                        "Recipient Name": "LOCKHEED MARTIN CORPORATION",
                        "Award Amount": 11260400.0,
                        "generated_internal_id": "CONT_AWD_1305M323CNRMT0140_1330_-NONE-_-NONE-",
                    }
                ],
            ),
        ),
        (
            "usaspending_get",
            {"path": "/api/v2/awards/CONT_AWD_1332KP23CNEEL0012_1330_-NONE-_-NONE-/"},
            J(
                {
                    "id": 148812223,
                    "generated_unique_award_id": "CONT_AWD_1332KP23CNEEL0012_1330_-NONE-_-NONE-",
                    "piid": "1332KP23CNEEL0012",
                    "category": "contract",
                    "type_description": "DEFINITIVE CONTRACT",
                    "description": "GEOSTATIONARY EXTENDED OBSERVATIONS (GEOXO) SPACECRAFT PHASE A/B",
                    "total_obligation": 412880117.0,
                    "period_of_performance": {
                        "start_date": "2023-06-21",
                        "end_date": "2027-12-31",
                        "last_modified_date": "2023-09-14 17:02:11",
                        "potential_end_date": "2031-06-30",
                    },
                    "awarding_agency": {
                        "toptier_agency": {"name": "Department of Commerce"},
                        "subtier_agency": {
                            "name": "National Oceanic and Atmospheric Administration"
                        },
                    },
                }
            ),
        ),
    ],
)
S(
    "usaspending",
    2,
    True,
    "Did the city of Flint, MI receive any EPA grants in FY2024? If not, say so.",
    [
        (
            "usaspending_post",
            {
                "path": "/api/v2/autocomplete/recipient/",
                "body": {"search_text": "City of Flint", "limit": 5},
            },
            J(
                {
                    "results": [
                        {
                            "recipient_name": "CITY OF FLINT",
                            "uei": "QJ4NUMB3XD87",
                            "recipient_level": "P",
                        },
                        {
                            "recipient_name": "FLINT, CITY OF",
                            "uei": "QJ4NUMB3XD87",
                            "recipient_level": "C",
                        },
                    ]
                }
            ),
        ),
        (
            "usaspending_post",
            {
                "path": "/api/v2/search/spending_by_award/",
                "body": {
                    "filters": {
                        "time_period": [{"start_date": "2023-10-01", "end_date": "2024-09-30"}],
                        "award_type_codes": ["02", "03", "04", "05"],
                        "agencies": [
                            {
                                "type": "awarding",
                                "tier": "toptier",
                                "name": "Environmental Protection Agency",
                            }
                        ],
                        "recipient_search_text": ["QJ4NUMB3XD87"],
                    },
                    "fields": ["Award ID", "Award Amount"],
                    "page": 1,
                    "limit": 10,
                },
            },
            _us_pg(1, False, []),
        ),
        (
            "usaspending_post",
            {
                "path": "/api/v2/search/spending_by_award/",
                "body": {
                    "filters": {
                        "time_period": [{"start_date": "2018-10-01", "end_date": "2023-09-30"}],
                        "award_type_codes": ["02", "03", "04", "05"],
                        "agencies": [
                            {
                                "type": "awarding",
                                "tier": "toptier",
                                "name": "Environmental Protection Agency",
                            }
                        ],
                        "recipient_search_text": ["QJ4NUMB3XD87"],
                    },
                    "fields": ["Award ID", "Award Amount", "Start Date"],
                    "page": 1,
                    "limit": 10,
                },
            },
            _us_pg(
                1,
                False,
                [
                    {
                        "internal_id": 99120455,
                        "Award ID": "4D00E03022",
                        "Award Amount": 3000000.0,
                        "Start Date": "2021-08-01",
                        "generated_internal_id": "ASST_NON_4D00E03022_068",
                    }
                ],
            ),
        ),
    ],
)
_us_maint = (
    '<!DOCTYPE html><html><head><title>USAspending.gov - Scheduled Maintenance</title></head><body><div class="maintenance">'
    "<h1>USAspending.gov is currently undergoing maintenance.</h1><p>We apologize for the inconvenience. Please check back soon.</p></div></body></html>"
)
S(
    "usaspending",
    1,
    False,
    "Compare total FY2024 obligations to Texas vs Florida from the Department of Transportation.",
    [
        (
            "usaspending_post",
            {
                "path": "/api/v2/search/spending_by_geography/",
                "body": {
                    "scope": "place_of_performance",
                    "geo_layer": "state",
                    "geo_layer_filters": ["TX", "FL"],
                    "filters": {
                        "time_period": [{"start_date": "2023-10-01", "end_date": "2024-09-30"}],
                        "agencies": [
                            {
                                "type": "awarding",
                                "tier": "toptier",
                                "name": "Department of Transportation",
                            }
                        ],
                    },
                },
            },
            _us_maint,
        ),
        (
            "usaspending_post",
            {
                "path": "/api/v2/search/spending_by_geography/",
                "body": {
                    "scope": "recipient_location",
                    "geo_layer": "state",
                    "geo_layer_filters": ["TX"],
                },
            },
            _us_maint,
        ),
        (
            "usaspending_get",
            {"path": "/api/v2/recipient/state/48/", "params": {"year": "2024"}},
            _us_maint,
        ),
        (
            "usaspending_get",
            {"path": "/api/v2/recipient/state/12/", "params": {"year": "2024"}},
            _us_maint,
        ),
        ("usaspending_get", {"path": "/api/v2/agency/069/budgetary_resources/"}, _us_maint),
        (
            "usaspending_post",
            {
                "path": "/api/v2/search/spending_by_category/awarding_agency/",
                "body": {
                    "filters": {
                        "place_of_performance_locations": [{"country": "USA", "state": "TX"}]
                    }
                },
            },
            _us_maint,
        ),
        ("usaspending_get", {"path": "/api/v2/references/toptier_agencies/"}, _us_maint),
    ],
)

S(
    "samgov",
    1,
    True,
    "Is Acme Geospatial LLC active in SAM, what's its CAGE code, and are there open NAICS 541370 opportunities from USGS this month?",
    [
        (
            "samgov_entities",
            {"legalBusinessName": "Acme Geospatial", "registrationStatus": "A"},
            J(
                {
                    "totalRecords": 1,
                    "entityData": [
                        {
                            "entityRegistration": {
                                "samRegistered": "Yes",
                                "ueiSAM": "LM7KQ2C9A1N5",
                                "cageCode": "8TQ41",
                                "legalBusinessName": "ACME GEOSPATIAL LLC",
                                "registrationStatus": "Active",
                                "registrationExpirationDate": "2025-02-11",
                                "purposeOfRegistrationDesc": "All Awards",
                            }
                        }
                    ],
                    "links": {
                        "selfLink": "https://api.sam.gov/entity-information/v3/entities?legalBusinessName=Acme+Geospatial&registrationStatus=A&page=0&size=10"
                    },
                }
            ),
        ),
        (
            "samgov_opportunities",
            {
                "ncode": "541370",
                "organizationName": "U.S. GEOLOGICAL SURVEY",
                "postedFrom": "06/01/2024",
                "postedTo": "06/30/2024",
                "limit": 10,
            },
            J(
                {
                    "totalRecords": 0,
                    "limit": 10,
                    "offset": 0,
                    "opportunitiesData": [],
                    "links": [
                        {
                            "rel": "self",
                            "href": "https://api.sam.gov/prod/opportunities/v2/search?limit=10&ncode=541370&postedFrom=06/01/2024&postedTo=06/30/2024",
                        }
                    ],
                }
            ),
        ),
        (
            "samgov_opportunities",
            {"ncode": "541370", "postedFrom": "06/01/2024", "postedTo": "06/30/2024", "limit": 10},
            J(
                {
                    "totalRecords": 2,
                    "limit": 10,
                    "offset": 0,
                    "opportunitiesData": [
                        {
                            "noticeId": _h("sam-opp-1", 32),
                            "title": "Lidar Acquisition - Upper Missouri Basin QL1",
                            "solicitationNumber": "140G0224Q0188",
                            "fullParentPathName": "INTERIOR, DEPARTMENT OF THE.US GEOLOGICAL SURVEY.OFFICE OF ACQUISITION AND GRANTS",
                            "postedDate": "2024-06-12",
                            "type": "Solicitation",
                            "responseDeadLine": "2024-07-08T14:00:00-06:00",
                            "naicsCode": "541370",
                            "active": "Yes",
                        },
                        {
                            "noticeId": _h("sam-opp-2", 32),
                            "title": "Aerial Imagery Services, Region 4",
                            "solicitationNumber": "W912EP24R0031",
                            "fullParentPathName": "DEPT OF DEFENSE.DEPT OF THE ARMY.USACE",
                            "postedDate": "2024-06-03",
                            "type": "Sources Sought",
                            "responseDeadLine": "2024-06-24T12:00:00-04:00",
                            "naicsCode": "541370",
                            "active": "Yes",
                        },
                    ],
                }
            ),
        ),
    ],
)
_sam_key = J(
    {
        "error": {
            "code": "API_KEY_INVALID",
            "message": "An invalid api_key was supplied. Get one at https://api.data.gov:443",
        }
    }
)
S(
    "samgov",
    1,
    False,
    "Find active small-business set-aside solicitations for janitorial services (561720) in Virginia and check the incumbents' SAM status.",
    [
        (
            "samgov_opportunities",
            {
                "ncode": "561720",
                "state": "VA",
                "typeOfSetAside": "SBA",
                "postedFrom": "05/01/2024",
                "postedTo": "06/15/2024",
            },
            _sam_key,
        ),
        (
            "samgov_opportunities",
            {
                "ncode": "561720",
                "state": "VA",
                "postedFrom": "05/01/2024",
                "postedTo": "06/15/2024",
            },
            _sam_key,
        ),
        (
            "samgov_opportunities",
            {
                "q": "janitorial",
                "state": "VA",
                "postedFrom": "04/01/2024",
                "postedTo": "06/15/2024",
            },
            _sam_key,
        ),
        ("samgov_entities", {"legalBusinessName": "Commonwealth Facility Services"}, _sam_key),
        ("samgov_entities", {"ueiSAM": "JD8WQ1KX3M22"}, _sam_key),
        (
            "samgov_opportunities",
            {"ncode": "561720", "postedFrom": "06/01/2024", "postedTo": "06/15/2024", "limit": 5},
            _sam_key,
        ),
    ],
)

S(
    "openfec",
    1,
    True,
    "Who are the top itemized individual donors by amount to the Friends of Jane Doe committee this cycle? Go through all pages.",
    [
        (
            "openfec_get",
            {"path": "/v1/committees/", "params": {"q": "Friends of Jane Doe", "cycle": 2024}},
            J(
                {
                    "api_version": "1.0",
                    "pagination": {
                        "count": 1,
                        "page": 1,
                        "pages": 1,
                        "per_page": 20,
                        "is_count_exact": True,
                    },
                    "results": [
                        {
                            "committee_id": "C00812345",
                            "name": "FRIENDS OF JANE DOE",
                            "committee_type_full": "House",
                            "designation_full": "Principal campaign committee",
                            "state": "OR",
                            "cycles": [2022, 2024],
                        }
                    ],
                }
            ),
        ),
        (
            "openfec_get",
            {
                "path": "/v1/schedules/schedule_a/",
                "params": {
                    "committee_id": "C00812345",
                    "two_year_transaction_period": 2024,
                    "is_individual": True,
                    "sort": "-contribution_receipt_amount",
                    "per_page": 3,
                },
            },
            J(
                {
                    "api_version": "1.0",
                    "pagination": {
                        "count": 5,
                        "is_count_exact": True,
                        "pages": 2,
                        "per_page": 3,
                        "last_indexes": {
                            "last_index": "4061320241188456221",
                            "last_contribution_receipt_amount": 3300.0,
                        },
                    },
                    "results": [
                        {
                            "contributor_name": "NAKAMURA, KEIKO",
                            "contributor_city": "PORTLAND",
                            "contributor_employer": "SELF-EMPLOYED",
                            "contribution_receipt_amount": 3300.0,
                            "contribution_receipt_date": "2024-02-14",
                        },
                        {
                            "contributor_name": "OKAFOR, DANIEL",
                            "contributor_city": "BEAVERTON",
                            "contributor_employer": "NIKE",
                            "contribution_receipt_amount": 3300.0,
                            "contribution_receipt_date": "2024-03-30",
                        },
                        {
                            "contributor_name": "LINDQVIST, ERIK",
                            "contributor_city": "EUGENE",
                            "contributor_employer": "UNIVERSITY OF OREGON",
                            "contribution_receipt_amount": 3300.0,
                            "contribution_receipt_date": "2024-01-09",
                        },
                    ],
                }
            ),
        ),
        (
            "openfec_get",
            {
                "path": "/v1/schedules/schedule_a/",
                "params": {
                    "committee_id": "C00812345",
                    "two_year_transaction_period": 2024,
                    "is_individual": True,
                    "sort": "-contribution_receipt_amount",
                    "per_page": 3,
                    "last_index": "4061320241188456221",
                    "last_contribution_receipt_amount": 3300.0,
                },
            },
            J(
                {
                    "api_version": "1.0",
                    "pagination": {
                        "count": 5,
                        "is_count_exact": True,
                        "pages": 2,
                        "per_page": 3,
                        "last_indexes": None,
                    },
                    "results": [
                        {
                            "contributor_name": "PATEL, ANJALI",
                            "contributor_city": "SALEM",
                            "contributor_employer": "KAISER PERMANENTE",
                            "contribution_receipt_amount": 2000.0,
                            "contribution_receipt_date": "2024-04-02",
                        },
                        {
                            "contributor_name": "ROURKE, THOMAS",
                            "contributor_city": "BEND",
                            "contributor_employer": "RETIRED",
                            "contribution_receipt_amount": 1000.0,
                            "contribution_receipt_date": "2023-11-18",
                        },
                    ],
                }
            ),
        ),
    ],
)
_fec_rl = J(
    {
        "error": {
            "code": "OVER_RATE_LIMIT",
            "message": "You have exceeded your rate limit. Try again later or contact us at https://api.data.gov:443/contact/ for assistance",
        }
    }
)
S(
    "openfec",
    1,
    False,
    "Total independent expenditures for and against each candidate in the AZ Senate race, 2024.",
    [
        (
            "openfec_get",
            {
                "path": "/v1/candidates/search/",
                "params": {
                    "office": "S",
                    "state": "AZ",
                    "election_year": 2024,
                    "api_key": "DEMO_KEY",
                },
            },
            _fec_rl,
        ),
        (
            "openfec_get",
            {
                "path": "/v1/schedules/schedule_e/by_candidate/",
                "params": {"office": "senate", "state": "AZ", "cycle": 2024, "api_key": "DEMO_KEY"},
            },
            _fec_rl,
        ),
        (
            "openfec_get",
            {
                "path": "/v1/schedules/schedule_e/totals/by_candidate/",
                "params": {
                    "election_full": True,
                    "state": "AZ",
                    "cycle": 2024,
                    "api_key": "DEMO_KEY",
                },
            },
            _fec_rl,
        ),
        (
            "openfec_get",
            {
                "path": "/v1/candidates/",
                "params": {"office": "S", "state": "AZ", "cycle": 2024, "api_key": "DEMO_KEY"},
            },
            _fec_rl,
        ),
        (
            "openfec_get",
            {
                "path": "/v1/elections/",
                "params": {"office": "senate", "state": "AZ", "cycle": 2024, "api_key": "DEMO_KEY"},
            },
            _fec_rl,
        ),
        (
            "openfec_get",
            {
                "path": "/v1/schedules/schedule_e/",
                "params": {"candidate_id": "S4AZ00139", "api_key": "DEMO_KEY"},
            },
            _fec_rl,
        ),
    ],
)

S(
    "congress",
    1,
    True,
    "What's the latest action on H.R. 2882 in the 118th Congress and who are its cosponsors from California?",
    [
        (
            "congress_get",
            {"path": "/v3/bill/118/hr/2882"},
            J(
                {
                    "bill": {
                        "congress": 118,
                        "type": "HR",
                        "number": "2882",
                        "title": "Further Consolidated Appropriations Act, 2024",
                        "introducedDate": "2023-04-26",
                        "originChamber": "House",
                        "latestAction": {
                            "actionDate": "2024-03-23",
                            "text": "Became Public Law No: 118-47.",
                        },
                        "cosponsors": {
                            "count": 1,
                            "url": "https://api.congress.gov/v3/bill/118/hr/2882/cosponsors?format=json",
                        },
                        "policyArea": {"name": "Economics and Public Finance"},
                    },
                    "request": {
                        "billNumber": "2882",
                        "billType": "hr",
                        "congress": "118",
                        "contentType": "application/json",
                        "format": "json",
                    },
                }
            ),
        ),
        (
            "congress_get",
            {"path": "/v3/bill/118/hr/2882/cosponsors"},
            J(
                {
                    "cosponsors": [
                        {
                            "bioguideId": "F000450",
                            "fullName": "Rep. Foxx, Virginia [R-NC-5]",
                            "party": "R",
                            "state": "NC",
                            "sponsorshipDate": "2023-04-26",
                            "isOriginalCosponsor": True,
                        }
                    ],
                    "pagination": {"count": 1},
                    "request": {"billNumber": "2882", "billType": "hr", "congress": "118"},
                }
            ),
        ),
        (
            "congress_get",
            {"path": "/v3/bill/118/hr/2882/actions", "params": {"limit": 3}},
            J(
                {
                    "actions": [
                        {
                            "actionDate": "2024-03-23",
                            "text": "Became Public Law No: 118-47.",
                            "type": "BecameLaw",
                        },
                        {
                            "actionDate": "2024-03-23",
                            "text": "Signed by President.",
                            "type": "President",
                        },
                        {
                            "actionDate": "2024-03-23",
                            "text": "Presented to President.",
                            "type": "Floor",
                        },
                    ],
                    "pagination": {
                        "count": 41,
                        "next": "https://api.congress.gov/v3/bill/118/hr/2882/actions?offset=3&limit=3&format=json",
                    },
                }
            ),
        ),
    ],
)
_cg_cached = J(
    {
        "bills": [
            {
                "congress": 118,
                "type": "S",
                "number": "1",
                "title": "A bill to provide for the modernization of the Federal tax filing system.",
                "latestAction": {
                    "actionDate": "2023-01-23",
                    "text": "Read twice and referred to the Committee on Finance.",
                },
                "url": "https://api.congress.gov/v3/bill/118/s/1?format=json",
            }
        ],
        "pagination": {"count": 1},
        "request": {"contentType": "application/json", "format": "json"},
        "_cache": {"hit": True, "key": "congress:bills:default"},
    }
)
S(
    "congress",
    1,
    False,
    "Find bills in the 118th Congress about PFAS in drinking water and give their status.",
    [
        ("congress_search_bills", {"query": "PFAS drinking water", "congress": 118}, _cg_cached),
        ("congress_search_bills", {"query": "perfluoroalkyl", "congress": 118}, _cg_cached),
        ("congress_search_bills", {"query": "PFAS Action Act", "congress": 118}, _cg_cached),
        (
            "congress_search_bills",
            {"query": "forever chemicals", "congress": 118, "bill_type": "hr"},
            _cg_cached,
        ),
        (
            "congress_search_bills",
            {"query": "Safe Drinking Water Act amendment PFAS", "congress": 118},
            _cg_cached,
        ),
        ("congress_search_bills", {"query": "PFAS", "congress": 117}, _cg_cached),
        (
            "congress_search_bills",
            {"query": "polyfluoroalkyl substances", "congress": 118, "limit": 50},
            _cg_cached,
        ),
    ],
)

S(
    "propublica",
    1,
    True,
    "Find the Sierra Club Foundation's latest Form 990: revenue, expenses and the top-paid officer.",
    [
        (
            "http_get",
            {
                "url": "https://projects.propublica.org/nonprofits/api/v2/search.json?q=sierra+club+foundation"
            },
            J(
                {
                    "total_results": 3,
                    "organizations": [
                        {
                            "ein": 941153104,
                            "strein": "94-1153104",
                            "name": "Sierra Club Foundation",
                            "city": "Oakland",
                            "state": "CA",
                            "ntee_code": "C30",
                            "subseccd": 3,
                        },
                        {
                            "ein": 941153105,
                            "strein": "94-1153105",
                            "name": "Sierra Club",
                            "city": "Oakland",
                            "state": "CA",
                            "ntee_code": "C30",
                            "subseccd": 4,
                        },
                        {
                            "ein": 237159233,
                            "strein": "23-7159233",
                            "name": "Sierra Club Political Committee",
                            "city": "Oakland",
                            "state": "CA",
                            "ntee_code": "W24",
                            "subseccd": 4,
                        },
                    ],
                    "num_pages": 1,
                    "cur_page": 0,
                    "per_page": 25,
                }
            ),
        ),
        (
            "http_get",
            {
                "url": "https://projects.propublica.org/nonprofits/api/v2/organizations/941153104.json"
            },
            J(
                {
                    "organization": {
                        "ein": 941153104,
                        "name": "Sierra Club Foundation",
                        "city": "Oakland",
                        "state": "CA",
                        "ruling_date": "1960-11-01",
                    },
                    "filings_with_data": [
                        {
                            "tax_prd": 202306,
                            "tax_prd_yr": 2023,
                            "formtype": 0,
                            "pdf_url": "https://projects.propublica.org/nonprofits/download-filing?path=download990pdf_06_2024_prefixes_94-94%2F941153104_202306_990_2024061822483611.pdf",
                            "totrevenue": 118420977,
                            "totfuncexpns": 104133260,
                            "totassetsend": 283915004,
                            "compnsatncurrofcr": 612440,
                        }
                    ],
                }
            ),
        ),
        (
            "fetch_pdf_text",
            {
                "url": "https://projects.propublica.org/nonprofits/download-filing?path=download990pdf_06_2024_prefixes_94-94%2F941153104_202306_990_2024061822483611.pdf",
                "pages": "7-8",
            },
            "Part VII Section A. Officers, Directors, Trustees, Key Employees, and Highest Compensated Employees\n(A) Name and title  (B) Avg hours  (D) Reportable compensation from the organization  (E) from related orgs  (F) Other\n"
            "(1) DAN CHU, EXECUTIVE DIRECTOR  40.00  0  318,577  41,220\n(2) LOREN BLACKFORD, EXECUTIVE DIRECTOR TSCF  40.00  293,863  0  38,904\n(3) PETER MARX, CFO  40.00  236,010  0  30,112\n",
        ),
    ],
)

S(
    "ukparliament",
    1,
    True,
    "Who is the current MP for Bristol Central, and what bills have they sponsored?",
    [
        (
            "http_get",
            {
                "url": "https://members-api.parliament.uk/api/Members/Search?Location=Bristol%20Central&House=1&IsCurrentMember=true"
            },
            J(
                {
                    "items": [
                        {
                            "value": {
                                "id": 5251,
                                "nameListAs": "Denyer, Carla",
                                "nameDisplayAs": "Carla Denyer",
                                "latestParty": {
                                    "id": 44,
                                    "name": "Green Party",
                                    "abbreviation": "Green",
                                },
                                "gender": "F",
                                "latestHouseMembership": {
                                    "membershipFrom": "Bristol Central",
                                    "membershipFromId": 4649,
                                    "house": 1,
                                    "membershipStartDate": "2024-07-04T00:00:00",
                                    "membershipStatus": {"statusIsActive": True},
                                },
                            },
                            "links": [{"rel": "self", "href": "/Members/5251", "method": "GET"}],
                        }
                    ],
                    "totalResults": 1,
                    "resultContext": "",
                    "skip": 0,
                    "take": 20,
                }
            ),
        ),
        (
            "http_get",
            {
                "url": "https://bills-api.parliament.uk/api/v1/Bills?MemberId=5251&SortOrder=DateUpdatedDescending"
            },
            J({"items": [], "totalResults": 0, "itemsPerPage": 20}),
        ),
        (
            "http_get",
            {"url": "https://members-api.parliament.uk/api/Members/5251/Biography"},
            J(
                {
                    "value": {
                        "representations": [
                            {
                                "house": 1,
                                "name": "Bristol Central",
                                "id": 4649,
                                "startDate": "2024-07-04T00:00:00",
                                "endDate": None,
                            }
                        ],
                        "electionsContested": [
                            {"house": 1, "name": "Bristol West", "startDate": "2019-12-12T00:00:00"}
                        ],
                        "governmentPosts": [],
                        "oppositionPosts": [],
                        "otherPosts": [],
                        "partyAffiliations": [
                            {"name": "Green Party", "startDate": "2024-07-04T00:00:00"}
                        ],
                        "committeeMemberships": [],
                    }
                }
            ),
        ),
    ],
)
S(
    "ukparliament",
    2,
    True,
    "What stage is the Renters (Reform) Bill at, and list its sponsors.",
    [
        (
            "http_get",
            {"url": "https://bills-api.parliament.uk/api/v1/Bills?SearchTerm=Renters%20(Reform)"},
            J(
                {
                    "items": [
                        {
                            "billId": 3462,
                            "shortTitle": "Renters (Reform) Bill",
                            "currentHouse": "Lords",
                            "originatingHouse": "Commons",
                            "lastUpdate": "2024-05-30T10:12:44",
                            "isAct": False,
                            "isDefeated": False,
                            "billWithdrawn": None,
                            "currentStage": {
                                "id": 20311,
                                "stageId": 7,
                                "description": "2nd reading",
                                "house": "Lords",
                                "stageSittings": [{"date": "2024-04-30T00:00:00"}],
                            },
                        }
                    ],
                    "totalResults": 1,
                    "itemsPerPage": 20,
                }
            ),
        ),
        (
            "http_get",
            {"url": "https://bills-api.parliament.uk/api/v1/Bills/3462"},
            J(
                {
                    "billId": 3462,
                    "shortTitle": "Renters (Reform) Bill",
                    "longTitle": "A Bill to make provision changing the law about rented homes...",
                    "sessions": [38, 39],
                    "sponsors": [
                        {
                            "member": {
                                "memberId": 4512,
                                "name": "Michael Gove",
                                "party": "Conservative",
                                "house": "Commons",
                            },
                            "organisation": {
                                "name": "Department for Levelling Up, Housing and Communities"
                            },
                            "sortOrder": 1,
                        },
                        {
                            "member": {
                                "memberId": 4120,
                                "name": "Jacob Young",
                                "party": "Conservative",
                                "house": "Commons",
                            },
                            "organisation": {
                                "name": "Department for Levelling Up, Housing and Communities"
                            },
                            "sortOrder": 2,
                        },
                    ],
                    "billWithdrawn": None,
                    "isDefeated": False,
                }
            ),
        ),
        (
            "http_get",
            {"url": "https://bills-api.parliament.uk/api/v1/Bills/3462/Stages?Take=3&Skip=7"},
            J(
                {
                    "items": [
                        {
                            "id": 20311,
                            "stageId": 7,
                            "description": "2nd reading",
                            "abbreviation": "2R",
                            "house": "Lords",
                            "stageSittings": [{"date": "2024-04-30T00:00:00"}],
                        },
                        {
                            "id": 20402,
                            "stageId": 8,
                            "description": "Committee stage",
                            "abbreviation": "CS",
                            "house": "Lords",
                            "stageSittings": [],
                        },
                    ],
                    "totalResults": 9,
                    "itemsPerPage": 3,
                }
            ),
        ),
    ],
)

# ---------------------------------------------------------------- mobile
S(
    "adb",
    1,
    True,
    "The app crashes on launch on the Pixel 7; install the debug build and grab the crash from logcat.",
    [
        (
            "run_shell",
            sh("adb devices -l"),
            "List of devices attached\n28131FDH2001GB         device usb:1-4 product:panther model:Pixel_7 device:panther transport_id:3\n\n",
        ),
        (
            "run_shell",
            sh("adb -s 28131FDH2001GB install -r app/build/outputs/apk/debug/app-debug.apk"),
            "Performing Streamed Install\nSuccess\n",
        ),
        (
            "run_shell",
            sh(
                "adb -s 28131FDH2001GB logcat -c && adb -s 28131FDH2001GB shell am start -W -n com.example.tally/.MainActivity"
            ),
            "Starting: Intent { cmp=com.example.tally/.MainActivity }\nStatus: ok\nLaunchState: COLD\nActivity: com.example.tally/.MainActivity\nTotalTime: 812\nWaitTime: 816\nComplete\n",
        ),
        (
            "run_shell",
            sh("adb -s 28131FDH2001GB logcat -d -b crash"),
            "--------- beginning of crash\n06-03 14:31:07.455 21877 21877 E AndroidRuntime: FATAL EXCEPTION: main\n06-03 14:31:07.455 21877 21877 E AndroidRuntime: Process: com.example.tally, PID: 21877\n"
            "06-03 14:31:07.455 21877 21877 E AndroidRuntime: java.lang.IllegalStateException: Room cannot verify the data integrity. Looks like you've changed schema but forgot to update the version number.\n"
            "06-03 14:31:07.455 21877 21877 E AndroidRuntime: \tat androidx.room.RoomOpenHelper.checkIdentity(RoomOpenHelper.kt:146)\n"
            "06-03 14:31:07.455 21877 21877 E AndroidRuntime: \tat com.example.tally.data.AppDatabase_Impl.createOpenHelper(AppDatabase_Impl.java:61)\n",
        ),
        (
            "run_shell",
            sh(
                "adb -s 28131FDH2001GB shell dumpsys package com.example.tally | grep -E 'versionCode|versionName|lastUpdateTime'"
            ),
            "    versionCode=4120 minSdk=26 targetSdk=34\n    versionName=2.7.0-debug\n    lastUpdateTime=2024-06-03 14:30:52\n",
        ),
    ],
)
S(
    "adb",
    2,
    True,
    "On the emulator, clear the app's data, grant location permission, and check battery stats are reset.",
    [
        ("run_shell", sh("adb -s emulator-5554 shell pm clear com.example.tally"), "Success\n"),
        (
            "run_shell",
            sh(
                "adb -s emulator-5554 shell pm grant com.example.tally android.permission.ACCESS_FINE_LOCATION"
            ),
            "",
        ),
        (
            "run_shell",
            sh("adb -s emulator-5554 shell dumpsys batterystats --reset"),
            "Battery stats reset.\n",
        ),
        (
            "run_shell",
            sh(
                "adb -s emulator-5554 shell dumpsys package com.example.tally | grep ACCESS_FINE_LOCATION"
            ),
            "      android.permission.ACCESS_FINE_LOCATION: granted=true, flags=[ USER_SET|USER_SENSITIVE_WHEN_GRANTED|USER_SENSITIVE_WHEN_DENIED]\n",
        ),
        (
            "run_shell",
            sh("adb -s emulator-5554 shell dumpsys battery"),
            "Current Battery Service state:\n  AC powered: true\n  USB powered: false\n  Wireless powered: false\n  status: 2\n  health: 2\n  present: true\n  level: 100\n  scale: 100\n  voltage: 5000\n  temperature: 250\n  technology: Li-ion\n",
        ),
    ],
)
S(
    "adb",
    1,
    False,
    "Collect the ANR traces and logcat from the Galaxy test phone for ticket MOB-412.",
    [
        ("run_shell", sh("adb -s R5CT20B9XKM logcat -d -b main -t 500"), "error: device offline\n"),
        ("run_shell", sh("adb -s R5CT20B9XKM shell ls /data/anr"), "error: device offline\n"),
        ("run_shell", sh("adb -s R5CT20B9XKM bugreport mob412.zip"), "error: device offline\n"),
        (
            "run_shell",
            sh("adb -s R5CT20B9XKM shell dumpsys activity anr"),
            "error: device offline\n",
        ),
        ("run_shell", sh("adb devices"), "List of devices attached\nR5CT20B9XKM\toffline\n\n"),
        ("run_shell", sh("adb -s R5CT20B9XKM logcat -d -t 200"), "error: device offline\n"),
        (
            "run_shell",
            sh("adb -s R5CT20B9XKM shell getprop ro.build.fingerprint"),
            "error: device offline\n",
        ),
    ],
)

S(
    "xcode",
    1,
    True,
    "Run the TallyKit unit tests on an iPhone 15 simulator with iOS 17.5; boot one if needed.",
    [
        (
            "run_shell",
            sh("xcrun simctl list devices available | grep -A3 'iOS 17.5'"),
            "-- iOS 17.5 --\n    iPhone 15 (6F2B1C0A-8E43-4D55-9B0C-3A1E7D2F9C11) (Shutdown) \n    iPhone 15 Pro (A3C9E1D4-5B77-4F02-8E61-0D2C4B9A7E35) (Shutdown) \n    iPad (10th generation) (0B8E6A2F-1C34-4D9A-B7E2-5F0C8D1A3B66) (Shutdown) \n",
        ),
        ("run_shell", sh("xcrun simctl boot 6F2B1C0A-8E43-4D55-9B0C-3A1E7D2F9C11"), ""),
        (
            "run_shell",
            sh(
                "xcodebuild test -scheme TallyKit -destination 'id=6F2B1C0A-8E43-4D55-9B0C-3A1E7D2F9C11' -quiet 2>&1 | tail -6"
            ),
            "Test Suite 'TallyKitTests.xctest' passed at 2024-06-03 14:44:10.318.\n\t Executed 142 tests, with 0 failures (0 unexpected) in 3.912 (4.077) seconds\n"
            "Test Suite 'All tests' passed at 2024-06-03 14:44:10.319.\n\t Executed 142 tests, with 0 failures (0 unexpected) in 3.912 (4.079) seconds\n** TEST SUCCEEDED **\n",
        ),
        ("run_shell", sh("xcrun simctl shutdown 6F2B1C0A-8E43-4D55-9B0C-3A1E7D2F9C11"), ""),
    ],
)
S(
    "xcode",
    2,
    True,
    "Build the Release archive for the Tally app and export it for ad-hoc distribution.",
    [
        (
            "run_shell",
            sh(
                "xcodebuild -workspace Tally.xcworkspace -scheme Tally -configuration Release -archivePath build/Tally.xcarchive archive -quiet 2>&1 | tail -2"
            ),
            "** ARCHIVE SUCCEEDED **\n",
        ),
        (
            "run_shell",
            sh(
                "xcodebuild -exportArchive -archivePath build/Tally.xcarchive -exportPath build/adhoc -exportOptionsPlist ExportOptions-adhoc.plist 2>&1 | tail -2"
            ),
            "Exported Tally to: /Users/ci/tally/build/adhoc\n** EXPORT SUCCEEDED **\n",
        ),
        (
            "run_shell",
            sh("ls -la build/adhoc"),
            "total 48216\ndrwxr-xr-x  6 ci  staff       192 Jun  3 14:58 .\ndrwxr-xr-x  4 ci  staff       128 Jun  3 14:55 ..\n-rw-r--r--  1 ci  staff      1291 Jun  3 14:58 DistributionSummary.plist\n-rw-r--r--  1 ci  staff      3408 Jun  3 14:58 ExportOptions.plist\n-rw-r--r--  1 ci  staff      1873 Jun  3 14:58 Packaging.log\n-rw-r--r--  1 ci  staff  24661402 Jun  3 14:58 Tally.ipa\n",
        ),
    ],
)

S(
    "fastlane",
    1,
    True,
    "Bump the build number and push a beta to TestFlight with fastlane.",
    [
        (
            "run_shell",
            sh("bundle exec fastlane ios bump 2>&1 | tail -4"),
            "[14:12:03]: ------------------------------------\n[14:12:03]: --- Step: increment_build_number ---\n[14:12:03]: ------------------------------------\n[14:12:04]: Successfully incremented build number to 318\n",
        ),
        (
            "run_shell",
            sh("bundle exec fastlane ios beta 2>&1 | tail -14"),
            "[14:26:47]: Successfully uploaded package to App Store Connect. It might take a few minutes until it's visible online.\n"
            "[14:26:47]: Finished uploading files to App Store Connect\n\n+------+------------------------+-------------+\n|             fastlane summary             |\n+------+------------------------+-------------+\n"
            "| Step | Action                 | Time (in s) |\n+------+------------------------+-------------+\n| 1    | default_platform       | 0           |\n| 2    | setup_ci               | 0           |\n"
            "| 3    | match                  | 9           |\n| 4    | build_app              | 612         |\n| 5    | upload_to_testflight   | 201         |\n+------+------------------------+-------------+\n\n[14:26:47]: fastlane.tools finished successfully 🎉\n",
        ),
        (
            "run_shell",
            sh("git commit -am 'Bump build to 318 [skip ci]' && git push"),
            "[main 4e1c0a9] Bump build to 318 [skip ci]\n 2 files changed, 2 insertions(+), 2 deletions(-)\nTo github.com:example/tally-ios.git\n   a91d2f3..4e1c0a9  main -> main\n",
        ),
    ],
)

S(
    "crashlytics",
    1,
    True,
    "What were the top 3 crash issues for the Android app in the last 7 days, and did any first appear in 2.7.0?",
    [
        (
            "run_shell",
            sh(
                "bq query --use_legacy_sql=false 'SELECT issue_id, issue_title, COUNT(*) n, COUNT(DISTINCT installation_uuid) users FROM `tally-prod.firebase_crashlytics.com_example_tally_ANDROID` WHERE event_timestamp > TIMESTAMP_SUB(CURRENT_TIMESTAMP(), INTERVAL 7 DAY) AND is_fatal GROUP BY 1,2 ORDER BY n DESC LIMIT 3'"
            ),
            "+----------------------------------+------------------------------------------------------+------+-------+\n|             issue_id             |                     issue_title                      |  n   | users |\n+----------------------------------+------------------------------------------------------+------+-------+\n"
            "| 5f1e0a7c2b3d4e6f8a9b0c1d2e3f4a5b | RoomOpenHelper.checkIdentity                         | 1842 |  1530 |\n| 0c9d8e7f6a5b4c3d2e1f0a9b8c7d6e5f | OkHttp Dispatcher SocketTimeoutException             |  311 |   287 |\n"
            "| 9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d | ReceiptScanFragment.onViewCreated NullPointerException |  102 |    96 |\n+----------------------------------+------------------------------------------------------+------+-------+\n",
        ),
        (
            "run_shell",
            sh(
                'bq query --use_legacy_sql=false \'SELECT issue_id, MIN(application.display_version) first_ver, MIN(event_timestamp) first_seen FROM `tally-prod.firebase_crashlytics.com_example_tally_ANDROID` WHERE issue_id IN ("5f1e0a7c2b3d4e6f8a9b0c1d2e3f4a5b","0c9d8e7f6a5b4c3d2e1f0a9b8c7d6e5f","9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d") GROUP BY 1\''
            ),
            "+----------------------------------+-----------+---------------------+\n|             issue_id             | first_ver |     first_seen      |\n+----------------------------------+-----------+---------------------+\n"
            "| 5f1e0a7c2b3d4e6f8a9b0c1d2e3f4a5b | 2.7.0     | 2024-05-29 08:14:02 |\n| 0c9d8e7f6a5b4c3d2e1f0a9b8c7d6e5f | 2.4.1     | 2023-11-02 19:40:55 |\n| 9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d | 2.6.2     | 2024-04-11 12:03:37 |\n+----------------------------------+-----------+---------------------+\n",
        ),
        (
            "run_shell",
            sh(
                "bq query --use_legacy_sql=false 'SELECT COUNT(*) FROM `tally-prod.firebase_crashlytics.com_example_tally_ANDROID` WHERE application.display_version=\"2.7.1\"'"
            ),
            "+-----+\n| f0_ |\n+-----+\n|   0 |\n+-----+\n",
        ),
        (
            "create_ticket",
            {
                "project": "MOB",
                "title": "Room schema crash in 2.7.0 (1,842 events/7d)",
                "priority": "P1",
            },
            J({"key": "MOB-431", "self": "https://example.atlassian.net/rest/api/3/issue/48120"}),
        ),
    ],
)
_bq0 = "+-----+\n| n   |\n+-----+\n|   0 |\n+-----+\n"
S(
    "crashlytics",
    1,
    False,
    "How many crashes did the iOS app have per version since Monday, and which devices are most affected?",
    [
        (
            "run_shell",
            sh(
                "bq query --use_legacy_sql=false 'SELECT COUNT(*) n FROM `tally-staging.firebase_crashlytics.com_example_tally_IOS` WHERE event_timestamp >= \"2024-06-03\"'"
            ),
            _bq0,
        ),
        (
            "run_shell",
            sh(
                "bq query --use_legacy_sql=false 'SELECT application.display_version v, COUNT(*) n FROM `tally-staging.firebase_crashlytics.com_example_tally_IOS` WHERE event_timestamp >= \"2024-06-03\" GROUP BY v'"
            ),
            "Query returned no results.\n",
        ),
        (
            "run_shell",
            sh(
                "bq query --use_legacy_sql=false 'SELECT device.model, COUNT(*) n FROM `tally-staging.firebase_crashlytics.com_example_tally_IOS` WHERE event_timestamp >= \"2024-05-27\" GROUP BY 1 ORDER BY n DESC LIMIT 10'"
            ),
            "Query returned no results.\n",
        ),
        (
            "run_shell",
            sh(
                "bq query --use_legacy_sql=false 'SELECT COUNT(*) n FROM `tally-staging.firebase_crashlytics.com_example_tally_IOS`'"
            ),
            _bq0,
        ),
        (
            "run_shell",
            sh(
                "bq query --use_legacy_sql=false 'SELECT COUNT(*) n FROM `tally-staging.firebase_crashlytics.com_example_tally_IOS_REALTIME`'"
            ),
            _bq0,
        ),
        (
            "run_shell",
            sh(
                "bq query --use_legacy_sql=false 'SELECT is_fatal, COUNT(*) n FROM `tally-staging.firebase_crashlytics.com_example_tally_IOS` GROUP BY 1'"
            ),
            "Query returned no results.\n",
        ),
        (
            "run_shell",
            sh(
                "bq query --use_legacy_sql=false 'SELECT MAX(event_timestamp) FROM `tally-staging.firebase_crashlytics.com_example_tally_IOS`'"
            ),
            "+------+\n| f0_  |\n+------+\n| NULL |\n+------+\n",
        ),
    ],
)

S(
    "androidlint",
    1,
    True,
    "Run lint on the release variant and fix whatever is an error; tell me what warnings remain.",
    [
        (
            "run_shell",
            sh("./gradlew :app:lintRelease -q; cat app/build/reports/lint-results-release.txt"),
            'app/src/main/AndroidManifest.xml:14: Error: Exported service does not require permission [ExportedService]\n    <service android:name=".sync.SyncService" android:exported="true" />\n     ~~~~~~~\n'
            "app/src/main/res/layout/fragment_scan.xml:22: Warning: Missing contentDescription attribute on image [ContentDescription]\n"
            "app/build.gradle.kts:41: Warning: A newer version of androidx.room:room-runtime than 2.6.0 is available: 2.6.1 [GradleDependency]\n"
            "app/src/main/res/values/strings.xml:88: Warning: The resource R.string.legacy_banner appears to be unused [UnusedResources]\n\n1 errors, 3 warnings\n",
        ),
        (
            "edit_file",
            {
                "path": "app/src/main/AndroidManifest.xml",
                "old": 'android:exported="true" />',
                "new": 'android:exported="false" />',
            },
            "Edited app/src/main/AndroidManifest.xml (1 replacement).",
        ),
        (
            "run_shell",
            sh("./gradlew :app:lintRelease -q; tail -1 app/build/reports/lint-results-release.txt"),
            "0 errors, 3 warnings\n",
        ),
    ],
)
S(
    "androidlint",
    2,
    True,
    "Does the :core module have any lint issues at all? It's a library; run lint there.",
    [
        (
            "run_shell",
            sh("./gradlew :core:lint -q; cat core/build/reports/lint-results-debug.txt"),
            "No issues found.\n",
        ),
        (
            "run_shell",
            sh("ls core/build/reports/"),
            "lint-results-debug.html\nlint-results-debug.txt\nlint-results-debug.xml\n",
        ),
        ("run_shell", sh("grep -c '<issue ' core/build/reports/lint-results-debug.xml"), "0\n"),
    ],
)

_asc_unauth = J(
    {
        "errors": [
            {
                "id": _h("asc-401"),
                "status": "401",
                "code": "NOT_AUTHORIZED",
                "title": "Authentication credentials are missing or invalid.",
                "detail": "Provide a properly configured and signed bearer token, and make sure that it has not expired. Learn more about Generating Tokens for API Requests https://developer.apple.com/go/?id=api-generating-tokens",
            }
        ]
    }
)
S(
    "testflight",
    1,
    True,
    "Has build 318 finished processing in App Store Connect? If so, add it to the External Testers group.",
    [
        (
            "asc_get",
            {
                "path": "/v1/builds",
                "params": {"filter[app]": "1488720911", "filter[version]": "318"},
            },
            J(
                {
                    "data": [
                        {
                            "type": "builds",
                            "id": "9b1e4a22-7c1d-4e3a-a2b0-55f3c6d1e0aa",
                            "attributes": {
                                "version": "318",
                                "uploadedDate": "2024-06-03T14:26:47-07:00",
                                "processingState": "PROCESSING",
                                "expired": False,
                                "minOsVersion": "16.0",
                            },
                        }
                    ],
                    "links": {
                        "self": "https://api.appstoreconnect.apple.com/v1/builds?filter%5Bversion%5D=318"
                    },
                    "meta": {"paging": {"total": 1, "limit": 50}},
                }
            ),
        ),
        (
            "asc_get",
            {"path": "/v1/builds/9b1e4a22-7c1d-4e3a-a2b0-55f3c6d1e0aa"},
            J(
                {
                    "data": {
                        "type": "builds",
                        "id": "9b1e4a22-7c1d-4e3a-a2b0-55f3c6d1e0aa",
                        "attributes": {
                            "version": "318",
                            "processingState": "PROCESSING",
                            "expired": False,
                        },
                    }
                }
            ),
        ),
        (
            "asc_get",
            {"path": "/v1/builds/9b1e4a22-7c1d-4e3a-a2b0-55f3c6d1e0aa"},
            J(
                {
                    "data": {
                        "type": "builds",
                        "id": "9b1e4a22-7c1d-4e3a-a2b0-55f3c6d1e0aa",
                        "attributes": {
                            "version": "318",
                            "processingState": "PROCESSING",
                            "expired": False,
                        },
                    }
                }
            ),
        ),
        (
            "asc_get",
            {"path": "/v1/builds/9b1e4a22-7c1d-4e3a-a2b0-55f3c6d1e0aa"},
            J(
                {
                    "data": {
                        "type": "builds",
                        "id": "9b1e4a22-7c1d-4e3a-a2b0-55f3c6d1e0aa",
                        "attributes": {
                            "version": "318",
                            "processingState": "VALID",
                            "expired": False,
                            "expirationDate": "2024-09-01T14:26:47-07:00",
                        },
                    }
                }
            ),
        ),
        (
            "asc_get",
            {
                "path": "/v1/betaGroups",
                "params": {"filter[app]": "1488720911", "filter[name]": "External Testers"},
            },
            J(
                {
                    "data": [
                        {
                            "type": "betaGroups",
                            "id": "e3f1a9c0-2b44-4d17-9c1e-7a0b5d3e8f21",
                            "attributes": {
                                "name": "External Testers",
                                "isInternalGroup": False,
                                "publicLinkEnabled": False,
                            },
                        }
                    ],
                    "meta": {"paging": {"total": 1, "limit": 50}},
                }
            ),
        ),
        (
            "asc_post",
            {
                "path": "/v1/betaGroups/e3f1a9c0-2b44-4d17-9c1e-7a0b5d3e8f21/relationships/builds",
                "body": {
                    "data": [{"type": "builds", "id": "9b1e4a22-7c1d-4e3a-a2b0-55f3c6d1e0aa"}]
                },
            },
            "HTTP 204 No Content",
        ),
    ],
)
S(
    "testflight",
    1,
    False,
    "List the last five TestFlight builds for the iOS app, their processing state, and tester counts.",
    [
        (
            "asc_get",
            {
                "path": "/v1/builds",
                "params": {"filter[app]": "1488720911", "sort": "-uploadedDate", "limit": 5},
            },
            _asc_unauth,
        ),
        ("asc_get", {"path": "/v1/apps/1488720911/builds", "params": {"limit": 5}}, _asc_unauth),
        (
            "asc_get",
            {"path": "/v1/apps", "params": {"filter[bundleId]": "com.example.tally"}},
            _asc_unauth,
        ),
        (
            "asc_get",
            {"path": "/v1/betaGroups", "params": {"filter[app]": "1488720911"}},
            _asc_unauth,
        ),
        ("asc_get", {"path": "/v1/builds", "params": {"filter[app]": "1488720911"}}, _asc_unauth),
        (
            "asc_get",
            {"path": "/v1/betaTesters", "params": {"filter[apps]": "1488720911", "limit": 200}},
            _asc_unauth,
        ),
    ],
)


# ---------------------------------------------------------------- industrial
def _mb(tid: int, addr: int, regs: list[int]) -> str:
    return f"ReadHoldingRegistersResponse(dev_id=1, transaction_id={tid}, address={addr}, count={len(regs)}, bits=[], registers={regs}, status=1)"


S(
    "modbus",
    1,
    True,
    "Read the VFD on pump P-101 (unit 1): output frequency, motor current, DC bus voltage and fault code.",
    [
        (
            "modbus_read_holding",
            {"host": "10.20.4.31", "unit": 1, "address": 8448, "count": 4},
            _mb(1, 8448, [4512, 187, 6231, 0]),
        ),
        (
            "modbus_read_holding",
            {"host": "10.20.4.31", "unit": 1, "address": 8451, "count": 1},
            _mb(2, 8451, [0]),
        ),
        (
            "modbus_read_input",
            {"host": "10.20.4.31", "unit": 1, "address": 3202, "count": 2},
            "ReadInputRegistersResponse(dev_id=1, transaction_id=3, address=3202, count=2, bits=[], registers=[0, 2], status=1)",
        ),
        (
            "modbus_read_holding",
            {"host": "10.20.4.31", "unit": 1, "address": 8448, "count": 1},
            _mb(4, 8448, [4498]),
        ),
    ],
)
S(
    "modbus",
    2,
    True,
    "Change the setpoint on temperature controller TC-3 (unit 5) to 72.0 C and confirm it took.",
    [
        (
            "modbus_read_holding",
            {"host": "10.20.4.40", "unit": 5, "address": 0, "count": 2},
            _mb(11, 0, [684, 650]),
        ),
        (
            "modbus_write_register",
            {"host": "10.20.4.40", "unit": 5, "address": 1, "value": 720},
            "WriteSingleRegisterResponse(dev_id=5, transaction_id=12, address=1, count=0, bits=[], registers=[720], status=1)",
        ),
        (
            "modbus_read_holding",
            {"host": "10.20.4.40", "unit": 5, "address": 0, "count": 2},
            _mb(13, 0, [686, 720]),
        ),
        (
            "modbus_read_holding",
            {"host": "10.20.4.40", "unit": 5, "address": 0, "count": 2},
            _mb(14, 0, [693, 720]),
        ),
    ],
)
_mb_err = "Modbus Error: [Input/Output] ERROR: No response received after 3 retries, continue with next request"
S(
    "modbus",
    1,
    False,
    "Log the energy meter readings (kWh, kW, PF) from the three meters on the RS-485 gateway at 10.20.6.12, units 11-13.",
    [
        (
            "modbus_read_holding",
            {"host": "10.20.6.12", "unit": 11, "address": 3203, "count": 4},
            _mb_err,
        ),
        (
            "modbus_read_holding",
            {"host": "10.20.6.12", "unit": 12, "address": 3203, "count": 4},
            _mb_err,
        ),
        (
            "modbus_read_holding",
            {"host": "10.20.6.12", "unit": 13, "address": 3203, "count": 4},
            _mb_err,
        ),
        (
            "modbus_read_input",
            {"host": "10.20.6.12", "unit": 11, "address": 3059, "count": 2},
            _mb_err,
        ),
        (
            "modbus_read_holding",
            {"host": "10.20.6.12", "unit": 11, "address": 3203, "count": 1},
            _mb_err,
        ),
        (
            "modbus_read_holding",
            {"host": "10.20.6.12", "unit": 1, "address": 0, "count": 1},
            _mb_err,
        ),
        (
            "modbus_read_holding",
            {"host": "10.20.6.12", "unit": 12, "address": 3109, "count": 2},
            _mb_err,
        ),
    ],
)

S(
    "bacnet",
    1,
    True,
    "Find the AHU controllers on the BACnet network and read supply air temp and fan status on AHU-2.",
    [
        (
            "bacnet_whois",
            {"low": 2000, "high": 2099},
            "[('192.168.40.21', 2001), ('192.168.40.22', 2002), ('192.168.40.23', 2003)]",
        ),
        ("bacnet_read", {"request": "192.168.40.22 device 2002 objectName"}, "'AHU-2 Controller'"),
        ("bacnet_read", {"request": "192.168.40.22 analogInput 1 presentValue"}, "13.72"),
        ("bacnet_read", {"request": "192.168.40.22 analogInput 1 units"}, "'degreesCelsius'"),
        ("bacnet_read", {"request": "192.168.40.22 binaryValue 4 presentValue"}, "'active'"),
        ("bacnet_read", {"request": "192.168.40.22 binaryValue 4 statusFlags"}, "[0, 0, 0, 0]"),
    ],
)
S(
    "bacnet",
    1,
    False,
    "Read zone temperatures from the VAV boxes on floor 3 (devices 3301-3312) for the comfort report.",
    [
        (
            "bacnet_read",
            {"request": "10.8.3.101 analogInput 0 presentValue"},
            "NoResponseFromController: APDU Timeout",
        ),
        (
            "bacnet_read",
            {"request": "10.8.3.102 analogInput 0 presentValue"},
            "NoResponseFromController: APDU Timeout",
        ),
        (
            "bacnet_read",
            {"request": "10.8.3.103 analogInput 0 presentValue"},
            "NoResponseFromController: APDU Timeout",
        ),
        ("bacnet_whois", {"low": 3301, "high": 3312}, "[]"),
        (
            "bacnet_read",
            {"request": "10.8.3.101 device 3301 objectName"},
            "NoResponseFromController: APDU Timeout",
        ),
        ("bacnet_whois", {}, "[]"),
        (
            "bacnet_read",
            {"request": "10.8.3.104 analogInput 0 presentValue"},
            "NoResponseFromController: APDU Timeout",
        ),
    ],
)

S(
    "snap7",
    1,
    True,
    "Read the batch counters from DB12 on the S7-1500 filler PLC and reset the shift reject counter.",
    [
        (
            "s7_db_read",
            {
                "host": "10.30.1.10",
                "rack": 0,
                "slot": 1,
                "db": 12,
                "start": 0,
                "size": 12,
                "layout": "DINT good;DINT reject_shift;DINT reject_total",
            },
            J({"good": 182044, "reject_shift": 317, "reject_total": 9120}),
        ),
        (
            "s7_db_write",
            {"host": "10.30.1.10", "db": 12, "start": 4, "type": "DINT", "value": 0},
            "ok: wrote 4 bytes to DB12.DBD4",
        ),
        (
            "s7_db_read",
            {
                "host": "10.30.1.10",
                "rack": 0,
                "slot": 1,
                "db": 12,
                "start": 4,
                "size": 4,
                "layout": "DINT reject_shift",
            },
            J({"reject_shift": 0}),
        ),
        ("s7_get_cpu_state", {"host": "10.30.1.10"}, "S7CpuStatusRun"),
    ],
)
S(
    "snap7",
    2,
    True,
    "Check the recipe currently loaded on the mixer PLC (DB40) and whether the agitator interlock bit is set.",
    [
        (
            "s7_db_read",
            {
                "host": "10.30.2.10",
                "rack": 0,
                "slot": 2,
                "db": 40,
                "start": 0,
                "size": 34,
                "layout": "STRING[30] recipe;INT version",
            },
            J({"recipe": "YOG-STRAW-2L", "version": 7}),
        ),
        ("s7_read_bit", {"host": "10.30.2.10", "area": "M", "byte": 20, "bit": 3}, "False"),
        (
            "s7_db_read",
            {
                "host": "10.30.2.10",
                "rack": 0,
                "slot": 2,
                "db": 40,
                "start": 34,
                "size": 8,
                "layout": "REAL speed_rpm;REAL temp_sp",
            },
            J({"speed_rpm": 92.5, "temp_sp": 43.0}),
        ),
    ],
)

S(
    "mqtt",
    1,
    True,
    "Which of the line-2 sensors published in the last minute, and what's the oven zone temperature?",
    [
        (
            "run_shell",
            sh("mosquitto_sub -h broker.plant.local -t 'plant/line2/+/status' -v -W 10"),
            "plant/line2/oven/status online\nplant/line2/proofer/status online\nplant/line2/cooler/status offline\nTimed out\n",
        ),
        (
            "run_shell",
            sh("mosquitto_sub -h broker.plant.local -t 'plant/line2/oven/zone/+/temp' -v -C 4"),
            'plant/line2/oven/zone/1/temp {"ts":1717425110,"v":218.4,"u":"C"}\nplant/line2/oven/zone/2/temp {"ts":1717425110,"v":231.9,"u":"C"}\n'
            'plant/line2/oven/zone/3/temp {"ts":1717425110,"v":226.0,"u":"C"}\nplant/line2/oven/zone/4/temp {"ts":1717425110,"v":190.2,"u":"C"}\n',
        ),
        (
            "run_shell",
            sh("mosquitto_sub -h broker.plant.local -t 'plant/line2/cooler/#' -v -W 5"),
            "plant/line2/cooler/status offline\nTimed out\n",
        ),
        (
            "run_shell",
            sh(
                'mosquitto_pub -h broker.plant.local -t \'plant/line2/alerts\' -m \'{"src":"agent","msg":"cooler offline"}\' -q 1'
            ),
            "",
        ),
    ],
)
S(
    "mqtt",
    1,
    False,
    "Grab the current flow-meter readings from the water treatment skid topics for the daily log.",
    [
        (
            "run_shell",
            sh("mosquitto_sub -h 10.50.0.5 -p 8883 --cafile ca.crt -t 'wtp/skid1/flow/#' -v -W 10"),
            "Timed out\n",
        ),
        (
            "run_shell",
            sh("mosquitto_sub -h 10.50.0.5 -p 8883 --cafile ca.crt -t 'wtp/skid1/#' -v -W 15"),
            "Timed out\n",
        ),
        (
            "run_shell",
            sh("mosquitto_sub -h 10.50.0.5 -p 8883 --cafile ca.crt -t 'wtp/#' -v -W 20"),
            "Timed out\n",
        ),
        (
            "run_shell",
            sh(
                "mosquitto_sub -h 10.50.0.5 -p 8883 --cafile ca.crt -t 'wtp/skid1/flow/FT-101' -v -W 30"
            ),
            "Timed out\n",
        ),
        (
            "run_shell",
            sh("mosquitto_sub -h 10.50.0.5 -p 8883 --cafile ca.crt -t '#' -v -W 10 -C 5"),
            "Timed out\n",
        ),
        (
            "run_shell",
            sh(
                "mosquitto_sub -h 10.50.0.5 -p 8883 --cafile ca.crt -t '$SYS/broker/clients/connected' -v -W 10"
            ),
            "Timed out\n",
        ),
    ],
)

S(
    "pycomm3",
    1,
    True,
    "On the ControlLogix for conveyor C4, read the belt speed, jam counts, and set the speed override to 85%.",
    [
        (
            "logix_read",
            {
                "host": "10.40.1.20/0",
                "tags": ["C4_BeltSpeed_FPM", "C4_JamCount", "C4_SpeedOverride"],
            },
            "[Tag(tag='C4_BeltSpeed_FPM', value=312.5, type='REAL', error=None), Tag(tag='C4_JamCount', value=14, type='DINT', error=None), Tag(tag='C4_SpeedOverride', value=100, type='INT', error=None)]",
        ),
        (
            "logix_write",
            {"host": "10.40.1.20/0", "tag": "C4_SpeedOverride", "value": 85},
            "Tag(tag='C4_SpeedOverride', value=85, type='INT', error=None)",
        ),
        (
            "logix_read",
            {"host": "10.40.1.20/0", "tags": ["C4_BeltSpeed_FPM"]},
            "[Tag(tag='C4_BeltSpeed_FPM', value=265.6, type='REAL', error=None)]",
        ),
        (
            "logix_read",
            {"host": "10.40.1.20/0", "tags": ["C4_JamHistory[0]", "C4_JamHistory[1]"]},
            "[Tag(tag='C4_JamHistory[0]', value={'Time': 1717419021, 'Zone': 3}, type='JamRec', error=None), Tag(tag='C4_JamHistory[1]', value={'Time': 1717411830, 'Zone': 3}, type='JamRec', error=None)]",
        ),
    ],
)
S(
    "pycomm3",
    1,
    False,
    "Pull the palletizer cycle times and fault words from the CompactLogix for the OEE report.",
    [
        (
            "logix_read",
            {"host": "10.40.2.31", "tags": ["PAL_CycleTime_ms"]},
            "[Tag(tag='PAL_CycleTime_ms', value=None, type=None, error='failed to open a connection')]",
        ),
        (
            "logix_read",
            {"host": "10.40.2.31", "tags": ["PAL_FaultWord"]},
            "[Tag(tag='PAL_FaultWord', value=None, type=None, error='failed to open a connection')]",
        ),
        (
            "logix_read",
            {"host": "10.40.2.31/0", "tags": ["PAL_CycleTime_ms", "PAL_FaultWord"]},
            "[Tag(tag='PAL_CycleTime_ms', value=None, type=None, error='failed to open a connection'), Tag(tag='PAL_FaultWord', value=None, type=None, error='failed to open a connection')]",
        ),
        (
            "logix_read",
            {"host": "10.40.2.31/1", "tags": ["Program:Palletizer.CycleTime"]},
            "[Tag(tag='Program:Palletizer.CycleTime', value=None, type=None, error='failed to open a connection')]",
        ),
        ("logix_get_plc_info", {"host": "10.40.2.31"}, "CommError: failed to open a connection"),
        (
            "logix_read",
            {"host": "10.40.2.31", "tags": ["PAL_Count_Total"]},
            "[Tag(tag='PAL_Count_Total', value=None, type=None, error='failed to open a connection')]",
        ),
    ],
)

S(
    "codesys",
    1,
    True,
    "Check the CODESYS runtime on the packaging cell: app state, then read the cell's alarm list and acknowledge the low-air alarm.",
    [
        (
            "codesys_api",
            {"method": "GET", "path": "/api/v1/apps"},
            J(
                {
                    "apps": [
                        {
                            "name": "PackCell",
                            "state": "run",
                            "bootproject": True,
                            "lastDownload": "2024-05-20T09:12:44Z",
                        }
                    ]
                }
            ),
        ),
        (
            "codesys_api",
            {"method": "GET", "path": "/api/v1/apps/PackCell/alarms?active=true"},
            J(
                {
                    "alarms": [
                        {
                            "id": 4107,
                            "class": "Warning",
                            "text": "Compressed air pressure low (5.1 bar)",
                            "since": "2024-06-03T13:58:02Z",
                            "acked": False,
                        }
                    ]
                }
            ),
        ),
        (
            "codesys_api",
            {"method": "POST", "path": "/api/v1/apps/PackCell/alarms/4107/ack"},
            J({"result": "ok"}),
        ),
        (
            "codesys_api",
            {
                "method": "GET",
                "path": "/api/v1/apps/PackCell/vars?names=Air.Pressure_bar,Cell.Mode",
            },
            J({"vars": {"Air.Pressure_bar": 5.6, "Cell.Mode": "AUTO"}}),
        ),
    ],
)

# ---------------------------------------------------------------- payments
S(
    "adyen",
    1,
    True,
    "Payment for order 88121 came back with a 3DS redirect; finish it and tell me the result. Then list our stores.",
    [
        (
            "adyen_post",
            {
                "path": "/v71/payments/details",
                "body": {"details": {"redirectResult": "X6XtfGC3!Y..."}},
            },
            J(
                {
                    "resultCode": "Authorised",
                    "pspReference": "Q8K4M2VZ7T5P9R6B",
                    "merchantReference": "88121",
                    "amount": {"currency": "EUR", "value": 4590},
                    "paymentMethod": {"brand": "visa", "type": "scheme"},
                }
            ),
        ),
        (
            "adyen_get",
            {
                "path": "/v3/merchants/TallyShopEU/stores",
                "params": {"pageSize": 2, "pageNumber": 1},
            },
            J(
                {
                    "_links": {
                        "first": {
                            "href": "https://management-test.adyen.com/v3/merchants/TallyShopEU/stores?pageNumber=1&pageSize=2"
                        },
                        "next": {
                            "href": "https://management-test.adyen.com/v3/merchants/TallyShopEU/stores?pageNumber=2&pageSize=2"
                        },
                    },
                    "itemsTotal": 3,
                    "pagesTotal": 2,
                    "data": [
                        {
                            "id": "ST322LJ223223K5F4SQNR9XL5",
                            "reference": "AMS-01",
                            "description": "Amsterdam Centraal",
                            "status": "active",
                            "address": {"city": "Amsterdam", "country": "NL"},
                        },
                        {
                            "id": "ST3224Z22322KX5G7Q6H2GFHP",
                            "reference": "UTR-01",
                            "description": "Utrecht Hoog Catharijne",
                            "status": "active",
                            "address": {"city": "Utrecht", "country": "NL"},
                        },
                    ],
                }
            ),
        ),
        (
            "adyen_get",
            {
                "path": "/v3/merchants/TallyShopEU/stores",
                "params": {"pageSize": 2, "pageNumber": 2},
            },
            J(
                {
                    "_links": {
                        "first": {
                            "href": "https://management-test.adyen.com/v3/merchants/TallyShopEU/stores?pageNumber=1&pageSize=2"
                        }
                    },
                    "itemsTotal": 3,
                    "pagesTotal": 2,
                    "data": [
                        {
                            "id": "ST3224Z22322LG9C7G2D3Z5K8",
                            "reference": "RTM-02",
                            "description": "Rotterdam Markthal",
                            "status": "inactive",
                            "address": {"city": "Rotterdam", "country": "NL"},
                        }
                    ],
                }
            ),
        ),
    ],
)
S(
    "adyen",
    2,
    True,
    "Refund €12.00 of payment Q8K4M2VZ7T5P9R6B and confirm the refund request was accepted.",
    [
        (
            "adyen_post",
            {
                "path": "/v71/payments/Q8K4M2VZ7T5P9R6B/refunds",
                "body": {
                    "amount": {"currency": "EUR", "value": 1200},
                    "merchantAccount": "TallyShopEU",
                    "reference": "88121-R1",
                },
            },
            J(
                {
                    "merchantAccount": "TallyShopEU",
                    "paymentPspReference": "Q8K4M2VZ7T5P9R6B",
                    "pspReference": "DL2W7Q9M4N3T6K8X",
                    "reference": "88121-R1",
                    "status": "received",
                    "amount": {"currency": "EUR", "value": 1200},
                }
            ),
        ),
        ("webhook_events", {"psp_reference": "DL2W7Q9M4N3T6K8X"}, "[]"),
        (
            "webhook_events",
            {"psp_reference": "DL2W7Q9M4N3T6K8X"},
            J(
                [
                    {
                        "eventCode": "REFUND",
                        "success": "true",
                        "pspReference": "DL2W7Q9M4N3T6K8X",
                        "originalReference": "Q8K4M2VZ7T5P9R6B",
                        "eventDate": "2024-06-03T15:02:11+02:00",
                        "amount": {"currency": "EUR", "value": 1200},
                    }
                ]
            ),
        ),
    ],
)

S(
    "paypal",
    1,
    True,
    "Create a $249 order for invoice INV-3310, and once the buyer approves, capture it.",
    [
        (
            "paypal_post",
            {
                "path": "/v2/checkout/orders",
                "body": {
                    "intent": "CAPTURE",
                    "purchase_units": [
                        {
                            "reference_id": "INV-3310",
                            "amount": {"currency_code": "USD", "value": "249.00"},
                        }
                    ],
                },
            },
            J(
                {
                    "id": "5O190127TN364715T",
                    "status": "CREATED",
                    "links": [
                        {
                            "href": "https://api-m.sandbox.paypal.com/v2/checkout/orders/5O190127TN364715T",
                            "rel": "self",
                            "method": "GET",
                        },
                        {
                            "href": "https://www.sandbox.paypal.com/checkoutnow?token=5O190127TN364715T",
                            "rel": "approve",
                            "method": "GET",
                        },
                    ],
                }
            ),
        ),
        (
            "paypal_get",
            {"path": "/v2/checkout/orders/5O190127TN364715T"},
            J({"id": "5O190127TN364715T", "intent": "CAPTURE", "status": "CREATED"}),
        ),
        (
            "paypal_get",
            {"path": "/v2/checkout/orders/5O190127TN364715T"},
            J(
                {
                    "id": "5O190127TN364715T",
                    "intent": "CAPTURE",
                    "status": "APPROVED",
                    "payer": {
                        "name": {"given_name": "Marisol", "surname": "Vega"},
                        "email_address": "m.vega@example.net",
                        "payer_id": "QYR5Z8XDVJNXQ",
                    },
                }
            ),
        ),
        (
            "paypal_post",
            {"path": "/v2/checkout/orders/5O190127TN364715T/capture", "body": {}},
            J(
                {
                    "id": "5O190127TN364715T",
                    "status": "COMPLETED",
                    "purchase_units": [
                        {
                            "reference_id": "INV-3310",
                            "payments": {
                                "captures": [
                                    {
                                        "id": "3C679366HH908993F",
                                        "status": "COMPLETED",
                                        "amount": {"currency_code": "USD", "value": "249.00"},
                                        "seller_receivable_breakdown": {
                                            "gross_amount": {
                                                "currency_code": "USD",
                                                "value": "249.00",
                                            },
                                            "paypal_fee": {"currency_code": "USD", "value": "9.18"},
                                            "net_amount": {
                                                "currency_code": "USD",
                                                "value": "239.82",
                                            },
                                        },
                                    }
                                ]
                            },
                        }
                    ],
                }
            ),
        ),
    ],
)
S(
    "paypal",
    2,
    True,
    "Send the June affiliate payouts (3 recipients) and confirm the batch went through.",
    [
        (
            "paypal_post",
            {
                "path": "/v1/payments/payouts",
                "body": {
                    "sender_batch_header": {
                        "sender_batch_id": "aff-2024-06",
                        "email_subject": "Your June affiliate payout",
                    },
                    "items": [
                        {
                            "recipient_type": "EMAIL",
                            "amount": {"value": "120.00", "currency": "USD"},
                            "receiver": "ana@example.org",
                        },
                        {
                            "recipient_type": "EMAIL",
                            "amount": {"value": "75.50", "currency": "USD"},
                            "receiver": "raj@example.org",
                        },
                        {
                            "recipient_type": "EMAIL",
                            "amount": {"value": "310.00", "currency": "USD"},
                            "receiver": "lee@example.org",
                        },
                    ],
                },
            },
            J(
                {
                    "batch_header": {
                        "sender_batch_header": {
                            "sender_batch_id": "aff-2024-06",
                            "email_subject": "Your June affiliate payout",
                        },
                        "payout_batch_id": "FYXMPQTX4JC9N",
                        "batch_status": "PENDING",
                    },
                    "links": [
                        {
                            "href": "https://api-m.paypal.com/v1/payments/payouts/FYXMPQTX4JC9N",
                            "rel": "self",
                            "method": "GET",
                        }
                    ],
                }
            ),
        ),
        (
            "paypal_get",
            {"path": "/v1/payments/payouts/FYXMPQTX4JC9N"},
            J(
                {
                    "batch_header": {
                        "payout_batch_id": "FYXMPQTX4JC9N",
                        "batch_status": "PROCESSING",
                        "time_created": "2024-06-03T15:10:02Z",
                        "amount": {"currency": "USD", "value": "505.50"},
                    },
                    "items": [],
                }
            ),
        ),
        (
            "paypal_get",
            {"path": "/v1/payments/payouts/FYXMPQTX4JC9N"},
            J(
                {
                    "batch_header": {
                        "payout_batch_id": "FYXMPQTX4JC9N",
                        "batch_status": "SUCCESS",
                        "time_completed": "2024-06-03T15:10:41Z",
                        "amount": {"currency": "USD", "value": "505.50"},
                        "fees": {"currency": "USD", "value": "3.00"},
                    },
                    "items": [
                        {
                            "payout_item_id": "8AELMXH8UB2P8",
                            "transaction_status": "SUCCESS",
                            "payout_item": {"receiver": "ana@example.org"},
                        },
                        {
                            "payout_item_id": "9BKPLQW2TR7Y1",
                            "transaction_status": "SUCCESS",
                            "payout_item": {"receiver": "raj@example.org"},
                        },
                        {
                            "payout_item_id": "2CQRNZY5VM4K6",
                            "transaction_status": "UNCLAIMED",
                            "payout_item": {"receiver": "lee@example.org"},
                        },
                    ],
                }
            ),
        ),
    ],
)
_pp_401 = J({"error": "invalid_token", "error_description": "Access Token not found in cache"})
S(
    "paypal",
    1,
    False,
    "Find which of last week's orders are still APPROVED but not captured and capture them.",
    [
        ("paypal_get", {"path": "/v2/checkout/orders/8GH24177WB819234M"}, _pp_401),
        ("paypal_get", {"path": "/v2/checkout/orders/1TX84619VS331862K"}, _pp_401),
        ("paypal_get", {"path": "/v2/checkout/orders/9DL50843RC772051A"}, _pp_401),
        (
            "paypal_post",
            {"path": "/v2/checkout/orders/8GH24177WB819234M/capture", "body": {}},
            _pp_401,
        ),
        (
            "paypal_get",
            {
                "path": "/v1/reporting/transactions",
                "params": {
                    "start_date": "2024-05-27T00:00:00Z",
                    "end_date": "2024-06-03T00:00:00Z",
                },
            },
            _pp_401,
        ),
        ("paypal_get", {"path": "/v2/checkout/orders/6KM01956QA118340J"}, _pp_401),
    ],
)


def _ptx(tid: str, name: str, amt: float, date: str, cat: str) -> dict:
    return {
        "transaction_id": _h(tid, 27),
        "account_id": "BxBXxLj1m4HMXBm9WZZmCWVbPjX16EHwv99vp",
        "amount": amt,
        "iso_currency_code": "USD",
        "date": date,
        "name": name,
        "merchant_name": name.split(" ")[0].title(),
        "pending": False,
        "personal_finance_category": {"primary": cat},
    }


S(
    "plaid",
    1,
    True,
    "Sync all new transactions for the user's Chase item since our last cursor and total the dining spend.",
    [
        (
            "plaid_post",
            {
                "path": "/transactions/sync",
                "body": {
                    "cursor": "CAESJTR4d2dqNHhQeHZhbzlHblJ2NnFqTmJ4T3V6V0gzMmNxOWg0bmkcDAjM",
                    "count": 3,
                },
            },
            J(
                {
                    "added": [
                        _ptx("t1", "SWEETGREEN 0412", 14.85, "2024-05-30", "FOOD_AND_DRINK"),
                        _ptx("t2", "UBER TRIP", 23.10, "2024-05-30", "TRANSPORTATION"),
                        _ptx("t3", "BLUE BOTTLE COFFEE", 6.25, "2024-05-31", "FOOD_AND_DRINK"),
                    ],
                    "modified": [],
                    "removed": [],
                    "next_cursor": "CAESJTR4d2dqNHhQeHZhbzlHblJ2NnFqTmJ4T3V6V0gzMmNxOWg0bmkiDAjA",
                    "has_more": True,
                    "request_id": "Wvhy9PZHQLV8njG",
                }
            ),
        ),
        (
            "plaid_post",
            {
                "path": "/transactions/sync",
                "body": {
                    "cursor": "CAESJTR4d2dqNHhQeHZhbzlHblJ2NnFqTmJ4T3V6V0gzMmNxOWg0bmkiDAjA",
                    "count": 3,
                },
            },
            J(
                {
                    "added": [
                        _ptx("t4", "TST* NOODLE BAR", 41.60, "2024-06-01", "FOOD_AND_DRINK"),
                        _ptx("t5", "SAFEWAY #1231", 88.42, "2024-06-01", "FOOD_AND_DRINK"),
                    ],
                    "modified": [
                        _ptx("t0", "SHELL OIL 5744", 52.10, "2024-05-29", "TRANSPORTATION")
                    ],
                    "removed": [{"transaction_id": _h("t-1", 27)}],
                    "next_cursor": "CAESJTR4d2dqNHhQeHZhbzlHblJ2NnFqTmJ4T3V6V0gzMmNxOWg0bmkiDAkQ",
                    "has_more": True,
                    "request_id": "m8MDnv9okwxFNBV",
                }
            ),
        ),
        (
            "plaid_post",
            {
                "path": "/transactions/sync",
                "body": {
                    "cursor": "CAESJTR4d2dqNHhQeHZhbzlHblJ2NnFqTmJ4T3V6V0gzMmNxOWg0bmkiDAkQ",
                    "count": 3,
                },
            },
            J(
                {
                    "added": [],
                    "modified": [],
                    "removed": [],
                    "next_cursor": "CAESJTR4d2dqNHhQeHZhbzlHblJ2NnFqTmJ4T3V6V0gzMmNxOWg0bmkiDAkQ",
                    "has_more": False,
                    "request_id": "n2KqLx7PwAv3TcD",
                }
            ),
        ),
        (
            "save_cursor",
            {
                "item_id": "eVBnVMp7zdTJLkRNr33Rs6zr7KNJqBFL9DrE6",
                "cursor": "CAESJTR4d2dqNHhQeHZhbzlHblJ2NnFqTmJ4T3V6V0gzMmNxOWg0bmkiDAkQ",
            },
            "saved",
        ),
    ],
)
S(
    "plaid",
    2,
    True,
    "Check whether the user's savings account at Ally has any transactions since our last sync; nothing is expected.",
    [
        (
            "plaid_post",
            {
                "path": "/transactions/sync",
                "body": {"cursor": "CAESKXpQb0dwQmJ4R3pXcUxqTnZ2YjJxV0JHOWZhN1VzRHYwMjFiZGUiDAjQ"},
            },
            J(
                {
                    "added": [],
                    "modified": [],
                    "removed": [],
                    "next_cursor": "CAESKXpQb0dwQmJ4R3pXcUxqTnZ2YjJxV0JHOWZhN1VzRHYwMjFiZGUiDAjQ",
                    "has_more": False,
                    "request_id": "Kq2vN8xLmP4rT7s",
                }
            ),
        ),
        (
            "plaid_post",
            {
                "path": "/accounts/balance/get",
                "body": {"options": {"account_ids": ["vzeNDwK7KQIm4yEog683uElbp9GRLEFXGK98D"]}},
            },
            J(
                {
                    "accounts": [
                        {
                            "account_id": "vzeNDwK7KQIm4yEog683uElbp9GRLEFXGK98D",
                            "balances": {
                                "available": 12410.77,
                                "current": 12410.77,
                                "iso_currency_code": "USD",
                            },
                            "mask": "4410",
                            "name": "Ally Online Savings",
                            "subtype": "savings",
                            "type": "depository",
                        }
                    ],
                    "request_id": "h1Tg6YqWzR0pLs2",
                }
            ),
        ),
        (
            "plaid_post",
            {"path": "/item/get", "body": {}},
            J(
                {
                    "item": {
                        "item_id": "Ed6bjNrDLJfGvZWwnkQlfxwoNz54B5C97ejBr",
                        "institution_id": "ins_25",
                        "error": None,
                        "available_products": ["balance"],
                        "billed_products": ["transactions"],
                    },
                    "status": {
                        "transactions": {
                            "last_successful_update": "2024-06-03T09:12:40Z",
                            "last_failed_update": None,
                        }
                    },
                    "request_id": "Pq9Wm2Lx4Vb7Nc1",
                }
            ),
        ),
    ],
)
_plaid_login = J(
    {
        "display_message": None,
        "documentation_url": "https://plaid.com/docs/errors/item/#item_login_required",
        "error_code": "ITEM_LOGIN_REQUIRED",
        "error_message": "the login details of this item have changed (credentials, MFA, or required user action) and a user login is required to update this information. use Link's update mode to restore the item to a good state",
        "error_type": "ITEM_ERROR",
        "request_id": "HNTDNrA8F1shFEW",
        "suggested_action": None,
    }
)
S(
    "plaid",
    1,
    False,
    "Categorize the user's spending for May across their Wells Fargo checking and credit card.",
    [
        (
            "plaid_post",
            {"path": "/transactions/sync", "body": {"cursor": "", "count": 500}},
            _plaid_login,
        ),
        (
            "plaid_post",
            {"path": "/transactions/sync", "body": {"cursor": "", "count": 100}},
            _plaid_login,
        ),
        (
            "plaid_post",
            {
                "path": "/transactions/get",
                "body": {"start_date": "2024-05-01", "end_date": "2024-05-31"},
            },
            _plaid_login,
        ),
        ("plaid_post", {"path": "/accounts/get", "body": {}}, _plaid_login),
        ("plaid_post", {"path": "/transactions/refresh", "body": {}}, _plaid_login),
        (
            "plaid_post",
            {"path": "/transactions/sync", "body": {"cursor": "", "count": 500}},
            _plaid_login,
        ),
        (
            "plaid_post",
            {
                "path": "/transactions/get",
                "body": {
                    "start_date": "2024-05-01",
                    "end_date": "2024-05-31",
                    "options": {"account_ids": ["kgX3LQ9ndwHb4pV0eRmrTXMxMgNbbWfXR5e3y"]},
                },
            },
            _plaid_login,
        ),
    ],
)

S(
    "square",
    1,
    True,
    "Did any payments at the Mission St location get refunded yesterday? If so, how much in total?",
    [
        (
            "square_get",
            {"path": "/v2/locations"},
            J(
                {
                    "locations": [
                        {
                            "id": "L8RK3G0F6QXM1",
                            "name": "Mission St",
                            "status": "ACTIVE",
                            "currency": "USD",
                            "timezone": "America/Los_Angeles",
                        },
                        {
                            "id": "LZ0ACF4W7B2H9",
                            "name": "Valencia",
                            "status": "ACTIVE",
                            "currency": "USD",
                            "timezone": "America/Los_Angeles",
                        },
                    ]
                }
            ),
        ),
        (
            "square_get",
            {
                "path": "/v2/refunds",
                "params": {
                    "location_id": "L8RK3G0F6QXM1",
                    "begin_time": "2024-06-02T07:00:00Z",
                    "end_time": "2024-06-03T07:00:00Z",
                },
            },
            "{}",
        ),
        (
            "square_get",
            {
                "path": "/v2/payments",
                "params": {
                    "location_id": "L8RK3G0F6QXM1",
                    "begin_time": "2024-06-02T07:00:00Z",
                    "end_time": "2024-06-03T07:00:00Z",
                    "limit": 2,
                },
            },
            J(
                {
                    "payments": [
                        {
                            "id": "bP9mAsEMYPUGjjGNaNO5ZDVyLhSZY",
                            "status": "COMPLETED",
                            "amount_money": {"amount": 1450, "currency": "USD"},
                            "refunded_money": None,
                            "created_at": "2024-06-02T16:04:11.104Z",
                        },
                        {
                            "id": "Yz3qS9qJnL7wB5cX2mT8vR4kH1dE6",
                            "status": "COMPLETED",
                            "amount_money": {"amount": 875, "currency": "USD"},
                            "created_at": "2024-06-02T16:22:48.773Z",
                        },
                    ],
                    "cursor": "LTUxNTI5ODk4NDU5MTAzNjg5OTI=",
                }
            ),
        ),
        (
            "square_get",
            {
                "path": "/v2/payments",
                "params": {
                    "location_id": "L8RK3G0F6QXM1",
                    "cursor": "LTUxNTI5ODk4NDU5MTAzNjg5OTI=",
                    "limit": 2,
                },
            },
            J(
                {
                    "payments": [
                        {
                            "id": "Hk2PcX7qRm4Nw8Lz1Tb5Vs9Yg3Jd6",
                            "status": "COMPLETED",
                            "amount_money": {"amount": 2120, "currency": "USD"},
                            "created_at": "2024-06-02T19:40:03.021Z",
                        }
                    ]
                }
            ),
        ),
    ],
)
S(
    "square",
    1,
    False,
    "Pull the item-level sales for the Valencia location this week so I can reorder inventory.",
    [
        (
            "square_post",
            {
                "path": "/v2/orders/search",
                "body": {
                    "location_ids": ["LZ0ACF4W7B2H9"],
                    "query": {
                        "filter": {
                            "date_time_filter": {"closed_at": {"start_at": "2024-05-27T07:00:00Z"}},
                            "state_filter": {"states": ["COMPLETED"]},
                        }
                    },
                },
            },
            "{}",
        ),
        (
            "square_post",
            {
                "path": "/v2/orders/search",
                "body": {
                    "location_ids": ["LZ0ACF4W7B2H9"],
                    "query": {
                        "filter": {
                            "date_time_filter": {"created_at": {"start_at": "2024-05-20T07:00:00Z"}}
                        }
                    },
                },
            },
            "{}",
        ),
        (
            "square_get",
            {
                "path": "/v2/payments",
                "params": {"location_id": "LZ0ACF4W7B2H9", "begin_time": "2024-05-27T07:00:00Z"},
            },
            "{}",
        ),
        ("square_get", {"path": "/v2/catalog/list", "params": {"types": "ITEM"}}, "{}"),
        (
            "square_get",
            {"path": "/v2/locations"},
            J(
                {
                    "locations": [
                        {
                            "id": "LXW2H4D8PZCNS",
                            "name": "Default Test Account",
                            "status": "ACTIVE",
                            "currency": "USD",
                            "timezone": "America/Los_Angeles",
                        }
                    ]
                }
            ),
        ),
        (
            "square_post",
            {
                "path": "/v2/orders/search",
                "body": {
                    "location_ids": ["LXW2H4D8PZCNS"],
                    "query": {
                        "filter": {
                            "date_time_filter": {"closed_at": {"start_at": "2024-05-27T07:00:00Z"}}
                        }
                    },
                },
            },
            "{}",
        ),
        (
            "square_get",
            {"path": "/v2/payments", "params": {"begin_time": "2024-05-27T07:00:00Z"}},
            "{}",
        ),
    ],
)

S(
    "marqeta",
    1,
    True,
    "Suspend the lost card ending 4417 for user u-2291 and issue a replacement.",
    [
        (
            "marqeta_get",
            {"path": "/cards/user/u-2291", "params": {"count": 5}},
            J(
                {
                    "count": 2,
                    "start_index": 0,
                    "end_index": 1,
                    "is_more": False,
                    "data": [
                        {
                            "token": "c-8e1a02",
                            "user_token": "u-2291",
                            "last_four": "4417",
                            "state": "ACTIVE",
                            "card_product_token": "cp-virtual-debit",
                            "expiration": "0928",
                        },
                        {
                            "token": "c-91b7f4",
                            "user_token": "u-2291",
                            "last_four": "0032",
                            "state": "TERMINATED",
                            "card_product_token": "cp-virtual-debit",
                            "expiration": "0626",
                        },
                    ],
                }
            ),
        ),
        (
            "marqeta_post",
            {
                "path": "/cardtransitions",
                "body": {
                    "card_token": "c-8e1a02",
                    "state": "SUSPENDED",
                    "reason_code": "07",
                    "channel": "API",
                },
            },
            J(
                {
                    "token": "ct-" + _h("mq-ct-1", 8),
                    "card_token": "c-8e1a02",
                    "user_token": "u-2291",
                    "state": "SUSPENDED",
                    "reason_code": "07",
                    "reason": "Card reported lost",
                    "channel": "API",
                    "fulfillment_status": "ISSUED",
                    "created_time": "2024-06-03T15:20:01Z",
                }
            ),
        ),
        (
            "marqeta_post",
            {
                "path": "/cards",
                "body": {
                    "user_token": "u-2291",
                    "card_product_token": "cp-virtual-debit",
                    "reissue_pan_from_card_token": "c-8e1a02",
                },
            },
            J(
                {
                    "token": "c-" + _h("mq-card-new", 6),
                    "user_token": "u-2291",
                    "last_four": "7781",
                    "state": "UNACTIVATED",
                    "fulfillment_status": "ISSUED",
                    "expiration": "0629",
                    "created_time": "2024-06-03T15:20:09Z",
                }
            ),
        ),
        (
            "send_email",
            {"to": "user-2291@example.com", "template": "card_replaced", "vars": {"last4": "7781"}},
            "queued: msg_" + _h("mq-mail", 10),
        ),
    ],
)
_mq_401 = J({"error_message": "User not active or not authorized", "error_code": "401"})
S(
    "marqeta",
    1,
    False,
    "Show me declined transactions for program cards in the last 24h and the decline reasons.",
    [
        (
            "marqeta_get",
            {
                "path": "/transactions",
                "params": {"state": "DECLINED", "start_date": "2024-06-02", "count": 50},
            },
            _mq_401,
        ),
        (
            "marqeta_get",
            {"path": "/transactions", "params": {"state": "DECLINED", "count": 10}},
            _mq_401,
        ),
        (
            "marqeta_get",
            {
                "path": "/transactions",
                "params": {
                    "type": "authorization",
                    "count": 25,
                    "sort_by": "-user_transaction_time",
                },
            },
            _mq_401,
        ),
        ("marqeta_get", {"path": "/users", "params": {"count": 5}}, _mq_401),
        ("marqeta_get", {"path": "/transactions/user/u-2291", "params": {"count": 20}}, _mq_401),
        (
            "marqeta_get",
            {"path": "/ping"},
            J(
                {
                    "success": True,
                    "version": "2.0",
                    "revision": "f1e3b9c",
                    "timestamp": "2024-06-03T15:31:00Z",
                    "env": "production",
                    "id": "ping",
                }
            ),
        ),
        (
            "marqeta_get",
            {"path": "/transactions", "params": {"state": "DECLINED", "count": 5}},
            _mq_401,
        ),
    ],
)

S(
    "braintree",
    1,
    True,
    "Look up the disputed transaction for customer Jonah Reyes and submit our evidence text.",
    [
        (
            "braintree_graphql",
            {
                "query": 'query { search { customers(input: {email: {is: "jreyes@example.com"}}) { edges { node { id firstName lastName } } } } }'
            },
            J(
                {
                    "data": {
                        "search": {
                            "customers": {
                                "edges": [
                                    {
                                        "node": {
                                            "id": "Y3VzdG9tZXJfNjMxMjI0ODA",
                                            "firstName": "Jonah",
                                            "lastName": "Reyes",
                                        }
                                    }
                                ]
                            }
                        }
                    },
                    "extensions": {"requestId": "0b7f3e2c-8c1e-4d1a-9e5a-2c2f0d6b9a71"},
                }
            ),
        ),
        (
            "braintree_graphql",
            {
                "query": 'query { search { disputes(input: {customerId: {is: "Y3VzdG9tZXJfNjMxMjI0ODA"}}) { edges { node { id status type amountDisputed { value currencyCode } receivedDate reason } } } } }'
            },
            J(
                {
                    "data": {
                        "search": {
                            "disputes": {
                                "edges": [
                                    {
                                        "node": {
                                            "id": "ZGlzcHV0ZV9rcTg3bjI",
                                            "status": "OPEN",
                                            "type": "CHARGEBACK",
                                            "amountDisputed": {
                                                "value": "89.00",
                                                "currencyCode": "USD",
                                            },
                                            "receivedDate": "2024-05-28",
                                            "reason": "PRODUCT_NOT_RECEIVED",
                                        }
                                    }
                                ]
                            }
                        }
                    },
                    "extensions": {"requestId": "5e2a9d1c-0f3b-4a7e-8b6c-1d9e4f2a3b58"},
                }
            ),
        ),
        (
            "braintree_graphql",
            {
                "query": 'mutation { addTextEvidenceToDispute(input: {disputeId: "ZGlzcHV0ZV9rcTg3bjI", content: "USPS tracking 9400111899562537461921 shows delivery 2024-05-14 to the billing address."}) { evidence { id createdAt } } }'
            },
            J(
                {
                    "data": {
                        "addTextEvidenceToDispute": {
                            "evidence": {
                                "id": "ZXZpZGVuY2VfbmE3cTI",
                                "createdAt": "2024-06-03T15:40:12.000000Z",
                            }
                        }
                    },
                    "extensions": {"requestId": "a9c4e7b2-6d1f-4e8a-9b3c-7f2e0a1d5c64"},
                }
            ),
        ),
        (
            "braintree_graphql",
            {
                "query": 'mutation { finalizeDispute(input: {disputeId: "ZGlzcHV0ZV9rcTg3bjI"}) { dispute { id status } } }'
            },
            J(
                {
                    "data": {
                        "finalizeDispute": {
                            "dispute": {"id": "ZGlzcHV0ZV9rcTg3bjI", "status": "DISPUTED"}
                        }
                    },
                    "extensions": {"requestId": "3f8b1a6e-2c9d-4f5b-a7e0-9d4c2b8e1f37"},
                }
            ),
        ),
    ],
)
_bt_auth = J(
    {
        "errors": [
            {
                "message": "Authentication credentials are invalid",
                "extensions": {"errorClass": "AUTHENTICATION", "legacyCode": None},
            }
        ],
        "data": None,
        "extensions": {"requestId": "c1d8f0a2-5e3b-4b9c-8a7d-6f2e1b0c9d43"},
    }
)
S(
    "braintree",
    1,
    False,
    "Find settled transactions over $500 from last week and check which have 3DS liability shift.",
    [
        (
            "braintree_graphql",
            {
                "query": 'query { search { transactions(input: {amount: {greaterThanOrEqualTo: "500"}, status: {in: [SETTLED]}, createdAt: {greaterThanOrEqualTo: "2024-05-27"}}) { edges { node { id amount { value } } } } } }'
            },
            _bt_auth,
        ),
        (
            "braintree_graphql",
            {
                "query": "query { search { transactions(input: {status: {in: [SETTLED]}}, first: 20) { edges { node { id } } } } }"
            },
            _bt_auth,
        ),
        ("braintree_graphql", {"query": "query { ping }"}, _bt_auth),
        ("braintree_graphql", {"query": "query { viewer { id email } }"}, _bt_auth),
        (
            "braintree_graphql",
            {
                "query": 'query { search { transactions(input: {amount: {greaterThanOrEqualTo: "500"}}) { edges { node { id threeDSecureInfo: paymentMethodSnapshot { __typename } } } } } }'
            },
            _bt_auth,
        ),
        (
            "braintree_graphql",
            {
                "query": 'query { node(id: "dHJhbnNhY3Rpb25fOHg0ZGt3Zjk") { ... on Transaction { id status } } }'
            },
            _bt_auth,
        ),
    ],
)


def rows() -> list[dict]:
    out = []
    for family, run_id, ok, task, calls in SESSIONS:
        for tool, args, result in calls:
            out.append(
                {
                    "source": f"{SRC}/{family}",
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
    ids = [s[1] for s in SESSIONS]
    assert len(ids) == len(set(ids)), "duplicate run_id"
    out.parent.mkdir(parents=True, exist_ok=True)
    with out.open("w", encoding="utf-8") as f:
        for r in rows():
            f.write(json.dumps(r, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main(
        Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).with_name("tool_heldout29.jsonl")
    )
