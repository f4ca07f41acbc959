# ruff: noqa: E501 -- tool outputs are kept verbatim (long lines)
"""Build tests/data/tool_heldout49.jsonl: held-out tool sessions (real-runs format).

Five domain groups, written blind (before any detector was run on them):

1. Language package managers, run through a shell tool (``bash`` with a ``command``
   argument; the result is the combined stdout/stderr the shell tool returns, with an
   ``Exit code`` line on failure as common agent shells do):
   composer (Composer 2 ``show``/``outdated``/``require`` text; fairly sure),
   bundle (Bundler 2 ``outdated``/``info``/``install`` text; fairly sure),
   opam (opam 2.1 ``search``/``show``/``install`` text; fairly sure),
   cabal (cabal-install 3.x ``list``/``info``/``build`` text; moderately sure),
   spack (Spack 0.21 ``find``/``info``/``spec``/``install`` text; moderately sure),
   conda (conda/mamba ``search``/``list``/``install`` text and CondaHTTPError; fairly sure).
2. Operating-system package managers, through the same shell tool:
   pacman (``pacman -Ss``/``-Qi``/``-Syu`` text; sure), zypper (``zypper se``/``info``
   tables; fairly sure), flatpak (``flatpak search``/``info``/``remote-ls`` tab output;
   fairly sure), choco (Chocolatey v2 ``search``/``list``/``upgrade`` text; fairly sure),
   winget (``winget search``/``show``/``upgrade`` tables; fairly sure), scoop
   (``scoop search``/``info``/``status`` PowerShell tables; moderately sure).
3. Crypto and blockchain data, as REST/JSON-RPC tools whose result is the HTTP body:
   infura (Ethereum JSON-RPC 2.0 bodies: eth_getBalance, eth_getTransactionReceipt,
   eth_call; sure of the envelope), alchemy (NFT API v3 getNFTsForOwner / getOwnersForNFT
   and alchemy_getTokenBalances bodies; fairly sure), moralis (EVM API v2.2 wallet token
   balances / transfers; moderately sure), coingecko (API v3 /simple/price, /coins/markets,
   /coins/{id}/market_chart, 429 body; sure), coinbase (Advanced Trade API v3
   /brokerage/accounts, /orders, /products/{id}/ticker; fairly sure), kraken (REST
   /0/public/Ticker, /0/private/Balance etc. with the {"error":[],"result":{}} envelope; sure).
4. Financial reference and market data, same REST shape:
   openfigi (v3 /mapping and /search; sure), sec-xbrl (data.sec.gov companyfacts,
   companyconcept, frames; sure), polygon (v2 aggs, v3 reference tickers, v2 snapshot;
   sure), iex (IEX Cloud stable/stock quote, chart, and the 2024 shutdown; moderately
   sure), nasdaq-dl (Nasdaq Data Link datatables and datasets JSON; fairly sure), lseg
   (LSEG Data Library for Python ``ld.get_data`` / ``get_history`` DataFrames printed by a
   python tool; moderately sure of column names).
5. Clinical terminologies and trials, REST JSON:
   ctgov (ClinicalTrials.gov API v2 /studies and /studies/{nctId}; sure), snowstorm
   (SNOMED CT Snowstorm /MAIN/concepts, /browser; fairly sure), loinc-fhir (fhir.loinc.org
   CodeSystem/$lookup, ValueSet/$expand Parameters/ValueSet bodies, OperationOutcome;
   fairly sure), icd11 (id.who.int/icd/release/11/.../mms/search and entity bodies; fairly
   sure), mesh (id.nlm.nih.gov/mesh/lookup/descriptor and /mesh/D...json; fairly sure),
   umls (uts-ws.nlm.nih.gov/rest/search/current and /content; sure).

Identifiers are hashes of fixed strings; no clock and no randomness.
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

ROWS: list[dict] = []


def h(s: str, n: int = 8) -> str:
    return hashlib.sha256(s.encode()).hexdigest()[:n]


def sess(fam: str, kind: str, n: int, task: str, calls: list[tuple]) -> None:
    run_id = f"{fam}-{kind}-{n}"
    for tool, args, result in calls:
        ROWS.append(
            {
                "source": f"heldout49/{fam}",
                "run_id": run_id,
                "task": task,
                "tool": tool,
                "args": args,
                "result": result,
                "outcome": {"success": kind == "ok"},
            }
        )


def sh(cmd: str, out: str) -> tuple:
    return ("bash", {"command": cmd}, out)


def j(o) -> str:
    return json.dumps(o, separators=(",", ":"))


def get(tool: str, url: str, body, params=None) -> tuple:
    args = {"url": url}
    if params:
        args["params"] = params
    return (tool, args, body if isinstance(body, str) else j(body))


# ---------------------------------------------------------------- 1. language package managers
def lang() -> None:
    sess(
        "composer",
        "ok",
        1,
        "Upgrade guzzlehttp/guzzle in the billing service to the latest 7.x and make sure nothing else breaks.",
        [
            sh(
                "cd services/billing && composer show guzzlehttp/guzzle",
                "name     : guzzlehttp/guzzle\ndescrip. : Guzzle is a PHP HTTP client library\nkeywords : client, curl, framework, http, http client, psr-18, psr-7, rest, web service\nversions : * 7.5.1\ntype     : library\nlicense  : MIT License (MIT) (OSI approved) https://spdx.org/licenses/MIT.html#licenseText\nhomepage : \nsource   : [git] https://github.com/guzzle/guzzle.git b964ca597e86b752cd994f27293e9fa6b6a95ed9\ndist     : [zip] https://api.github.com/repos/guzzle/guzzle/zipball/b964ca597e86b752cd994f27293e9fa6b6a95ed9 b964ca597e86b752cd994f27293e9fa6b6a95ed9\npath     : /srv/services/billing/vendor/guzzlehttp/guzzle\nnames    : guzzlehttp/guzzle\n\nautoload\npsr-4\nGuzzleHttp\\ => src/\nfiles\n\nrequires\next-json *\nguzzlehttp/promises ^1.5\nguzzlehttp/psr7 ^1.9 || ^2.4\nphp ^7.2.5 || ^8.0\npsr/http-client ^1.0\nsymfony/deprecation-contracts ^2.2 || ^3.0\n",
            ),
            sh(
                "cd services/billing && composer outdated --direct",
                "Color legend:\n- patch or minor release available - update recommended\n- major release available - update possible\n\nDirect dependencies required in composer.json:\nguzzlehttp/guzzle      7.5.1  7.8.1  Guzzle is a PHP HTTP client library\nmonolog/monolog        2.9.1  3.5.0  Sends your logs to files, sockets, inboxes, databases and various web services\nstripe/stripe-php      10.13.0 13.7.0 Stripe PHP Library\n",
            ),
            sh(
                "cd services/billing && composer why guzzlehttp/promises",
                "guzzlehttp/guzzle  7.5.1  requires  guzzlehttp/promises (^1.5)\n",
            ),
            sh(
                "cd services/billing && composer require guzzlehttp/guzzle:^7.8 --with-dependencies",
                "./composer.json has been updated\nRunning composer update guzzlehttp/guzzle --with-dependencies\nLoading composer repositories with package information\nUpdating dependencies\nLock file operations: 0 installs, 3 updates, 0 removals\n  - Upgrading guzzlehttp/guzzle (7.5.1 => 7.8.1)\n  - Upgrading guzzlehttp/promises (1.5.3 => 2.0.2)\n  - Upgrading guzzlehttp/psr7 (2.4.5 => 2.6.2)\nWriting lock file\nInstalling dependencies from lock file (including require-dev)\nPackage operations: 0 installs, 3 updates, 0 removals\n  - Downloading guzzlehttp/promises (2.0.2)\n  - Downloading guzzlehttp/psr7 (2.6.2)\n  - Downloading guzzlehttp/guzzle (7.8.1)\n  - Upgrading guzzlehttp/promises (1.5.3 => 2.0.2): Extracting archive\n  - Upgrading guzzlehttp/psr7 (2.4.5 => 2.6.2): Extracting archive\n  - Upgrading guzzlehttp/guzzle (7.5.1 => 7.8.1): Extracting archive\nGenerating optimized autoload files\n41 packages you are using are looking for funding.\nUse the `composer fund` command to find out more!\nNo security vulnerability advisories found.\nUsing version ^7.8 for guzzlehttp/guzzle\n",
            ),
            sh("cd services/billing && composer validate --strict", "./composer.json is valid\n"),
            sh(
                "cd services/billing && vendor/bin/phpunit --testsuite unit",
                "PHPUnit 10.5.9 by Sebastian Bergmann and contributors.\n\nRuntime:       PHP 8.2.15\nConfiguration: /srv/services/billing/phpunit.xml\n\n...............................................................  63 / 118 ( 53%)\n.......................................................         118 / 118 (100%)\n\nTime: 00:02.114, Memory: 24.00 MB\n\nOK (118 tests, 342 assertions)\n",
            ),
            sh(
                "cd services/billing && composer audit",
                "No security vulnerability advisories found.\n",
            ),
        ],
    )
    sess(
        "composer",
        "fail",
        1,
        "Add league/flysystem-aws-s3-v3 to the media service; the private Satis mirror hosts our packages.",
        [
            sh(
                "cd services/media && composer require league/flysystem-aws-s3-v3:^3.0",
                './composer.json has been updated\nRunning composer update league/flysystem-aws-s3-v3\nLoading composer repositories with package information\n\nIn CurlDownloader.php line 390:\n                                                                                                          \n  The "https://satis.internal.example.net/packages.json" file could not be downloaded (HTTP/2 401 ):  \n  {"error":"token expired"}                                                                              \n                                                                                                          \n\nrequire [--dev] [--dry-run] [--prefer-source] [--prefer-dist] [--prefer-install PREFER-INSTALL] [--fixed] [--no-suggest] [--no-progress] [--no-update] [--no-install] [--no-audit] [--audit-format AUDIT-FORMAT] [--update-no-dev] [-w|--update-with-dependencies] [-W|--update-with-all-dependencies] [--with-dependencies] [--with-all-dependencies] [--ignore-platform-req IGNORE-PLATFORM-REQ] [--ignore-platform-reqs] [--prefer-stable] [--prefer-lowest] [-m|--minimal-changes] [--sort-packages] [-o|--optimize-autoloader] [-a|--classmap-authoritative] [--apcu-autoloader] [--apcu-autoloader-prefix APCU-AUTOLOADER-PREFIX] [--] [<packages>...]\n\nExit code: 1',
            ),
            sh(
                "cd services/media && composer clear-cache && composer require league/flysystem-aws-s3-v3:^3.0",
                'Cache directory does not exist (cache-vcs-dir): \nClearing cache (cache-repo-dir): /root/.cache/composer/repo\nClearing cache (cache-files-dir): /root/.cache/composer/files\nClearing cache (cache-dir): /root/.cache/composer\nAll caches cleared.\n./composer.json has been updated\nRunning composer update league/flysystem-aws-s3-v3\nLoading composer repositories with package information\n\nIn CurlDownloader.php line 390:\n                                                                                                          \n  The "https://satis.internal.example.net/packages.json" file could not be downloaded (HTTP/2 401 ):  \n  {"error":"token expired"}                                                                              \n                                                                                                          \n\nExit code: 1',
            ),
            sh(
                "cd services/media && composer show -a league/flysystem-aws-s3-v3",
                '\nIn CurlDownloader.php line 390:\n                                                                                                          \n  The "https://satis.internal.example.net/packages.json" file could not be downloaded (HTTP/2 401 ):  \n  {"error":"token expired"}                                                                              \n                                                                                                          \n\nExit code: 1',
            ),
            sh(
                "cd services/media && composer require league/flysystem-aws-s3-v3:3.22.0 --no-update && composer update league/flysystem-aws-s3-v3",
                './composer.json has been updated\nLoading composer repositories with package information\n\nIn CurlDownloader.php line 390:\n                                                                                                          \n  The "https://satis.internal.example.net/packages.json" file could not be downloaded (HTTP/2 401 ):  \n  {"error":"token expired"}                                                                              \n                                                                                                          \n\nExit code: 1',
            ),
            sh(
                "cd services/media && composer config --list | grep -i satis",
                "[repositories.0.type] composer\n[repositories.0.url] https://satis.internal.example.net\n",
            ),
            sh(
                "cd services/media && COMPOSER_DISABLE_NETWORK=0 composer update --dry-run league/flysystem-aws-s3-v3",
                'Loading composer repositories with package information\n\nIn CurlDownloader.php line 390:\n                                                                                                          \n  The "https://satis.internal.example.net/packages.json" file could not be downloaded (HTTP/2 401 ):  \n  {"error":"token expired"}                                                                              \n                                                                                                          \n\nExit code: 1',
            ),
            sh(
                "cd services/media && composer diagnose",
                "Checking composer.json: OK\nChecking platform settings: OK\nChecking git settings: OK git version 2.43.0\nChecking http connectivity to packagist: OK\nChecking https connectivity to packagist: OK\nChecking github.com rate limit: OK\nChecking disk free space: OK\nChecking pubkeys: \nTags Public Key Fingerprint: 57815BA2 7E54DC31 7ECC7CC5 573090D0  87719BA6 8F3BB723 4E5D42D0 84A14642\nDev Public Key Fingerprint: 4AC45767 E5EC2265 2F0C1167 CBBB8A2B  0C708369 153E328C AD90147D AFE50952\nOK\nChecking composer version: OK\nComposer version: 2.7.1\nPHP version: 8.2.15\nPHP binary path: /usr/local/bin/php\nOpenSSL version: OpenSSL 3.0.11 19 Sep 2023\ncURL version: 8.5.0 libz 1.3 ssl OpenSSL/3.0.11\nzip: extension present, unzip present, 7-Zip not available\n",
            ),
            sh(
                "cd services/media && composer require league/flysystem-aws-s3-v3:^3.0 -vvv 2>&1 | tail -8",
                'Downloading https://satis.internal.example.net/packages.json\n[401] https://satis.internal.example.net/packages.json\n\nIn CurlDownloader.php line 390:\n                                                                                                          \n  The "https://satis.internal.example.net/packages.json" file could not be downloaded (HTTP/2 401 ):  \n  {"error":"token expired"}                                                                              \n                                                                                                          \n',
            ),
        ],
    )
    sess(
        "bundle",
        "ok",
        1,
        "Find out which gems in the storefront app are outdated, update only the patch-level ones, and run the specs.",
        [
            sh(
                "cd storefront && bundle outdated --only-explicit",
                "Fetching gem metadata from https://rubygems.org/.........\nResolving dependencies...\n\nGem            Current  Latest   Requested  Groups\naws-sdk-s3     1.142.0  1.143.0  ~> 1.142   default\ndevise         4.9.2    4.9.3    ~> 4.9     default\npg             1.5.3    1.5.4    ~> 1.5     default\nrails          7.0.8    7.1.3    ~> 7.0.8   default\nrspec-rails    6.0.3    6.1.1    ~> 6.0     development, test\n",
            ),
            sh(
                "cd storefront && bundle update --patch --conservative devise pg aws-sdk-s3",
                "Fetching gem metadata from https://rubygems.org/.........\nResolving dependencies...\nUsing rake 13.1.0\nFetching aws-sdk-s3 1.143.0\nFetching pg 1.5.4\nInstalling aws-sdk-s3 1.143.0\nInstalling pg 1.5.4 with native extensions\nFetching devise 4.9.3\nInstalling devise 4.9.3\nBundle updated!\n",
            ),
            sh(
                "cd storefront && bundle info devise",
                "  * devise (4.9.3)\n\tSummary: Flexible authentication solution for Rails with Warden\n\tHomepage: https://github.com/heartcombo/devise\n\tSource Code: https://github.com/heartcombo/devise\n\tChangelog: https://github.com/heartcombo/devise/blob/main/CHANGELOG.md\n\tPath: /usr/local/bundle/gems/devise-4.9.3\n",
            ),
            sh(
                "cd storefront && bundle exec rspec --format progress",
                "..............................................................................................................*....\n\nPending: (Failures listed here are expected and do not affect your suite's status)\n\n  1) Checkout applies gift cards\n     # Not yet implemented\n     # ./spec/features/checkout_spec.rb:88\n\n\nFinished in 41.27 seconds (files took 3.12 seconds to load)\n115 examples, 0 failures, 1 pending\n\n",
            ),
            sh(
                "cd storefront && bundle exec bundle-audit check --update",
                "Updating ruby-advisory-db ...\nFrom https://github.com/rubysec/ruby-advisory-db\n * branch            master     -> FETCH_HEAD\nAlready up to date.\nupdated ruby-advisory-db\nruby-advisory-db:\n  advisories:\t934 advisories\n  last updated:\t2024-02-08 13:02:41 -0800\n  commit:\t3e9a5b2c8f4e1d7a0b6c9f2e8d1a4b7c0e3f6a9d\nNo vulnerabilities found\n",
            ),
            sh(
                "cd storefront && git diff --stat Gemfile.lock",
                " Gemfile.lock | 6 +++---\n 1 file changed, 3 insertions(+), 3 deletions(-)\n",
            ),
        ],
    )
    sess(
        "bundle",
        "ok",
        2,
        "Is the nokogiri we ship affected by CVE-2024-25062? If not, just tell me; don't change anything.",
        [
            sh(
                "cd api && bundle info nokogiri",
                "  * nokogiri (1.16.2-x86_64-linux)\n\tSummary: Nokogiri (鋸) makes it easy and painless to work with XML and HTML from Ruby.\n\tHomepage: https://nokogiri.org\n\tDocumentation: https://nokogiri.org/rdoc/index.html\n\tSource Code: https://github.com/sparklemotion/nokogiri\n\tChangelog: https://nokogiri.org/CHANGELOG.html\n\tBug Tracker: https://github.com/sparklemotion/nokogiri/issues\n\tPath: /usr/local/bundle/gems/nokogiri-1.16.2-x86_64-linux\n",
            ),
            sh(
                'cd api && bundle exec ruby -e \'require "nokogiri"; puts Nokogiri::VERSION_INFO["libxml"]\'',
                '{"source"=>"packaged", "precompiled"=>true, "patches"=>["0001-Remove-script-macro-support.patch", "0002-Update-entities-to-remove-handling-of-ssi.patch", "0003-libxml2.la-is-in-top_builddir.patch", "0009-allow-wildcard-namespaces.patch", "0010-update-config.guess-and-config.sub-for-libxml2.patch", "0011-rip-out-libxml2-s-libc_single_threaded-support.patch"], "libxml2_path"=>"/usr/local/bundle/gems/nokogiri-1.16.2-x86_64-linux/ext/nokogiri", "memory_management"=>"ruby", "iconv_enabled"=>true, "compiled"=>"2.12.5", "loaded"=>"2.12.5"}\n',
            ),
            sh(
                "cd api && bundle exec bundle-audit check --update",
                "Updating ruby-advisory-db ...\nAlready up to date.\nupdated ruby-advisory-db\nruby-advisory-db:\n  advisories:\t934 advisories\n  last updated:\t2024-02-08 13:02:41 -0800\n  commit:\t3e9a5b2c8f4e1d7a0b6c9f2e8d1a4b7c0e3f6a9d\nNo vulnerabilities found\n",
            ),
            sh(
                "cd api && grep -n nokogiri Gemfile.lock",
                "212:    nokogiri (1.16.2-x86_64-linux)\n213:      racc (~> 1.4)\n318:  nokogiri (>= 1.16.2)\n",
            ),
        ],
    )
    sess(
        "opam",
        "ok",
        1,
        "Set up an OCaml 5.1 switch for the parser project and install its dependencies from the opam file.",
        [
            sh(
                "opam switch list",
                "#  switch   compiler                    description\n→  default  ocaml-base-compiler.4.14.1  default\n",
            ),
            sh(
                "opam switch create parser-5.1 ocaml-base-compiler.5.1.1 --no-install",
                '\n<><> Installing new switch packages <><><><><><><><><><><><><><><><><><><><><>\nSwitch invariant: ["ocaml-base-compiler" {= "5.1.1"}]\n\n<><> Processing actions <><><><><><><><><><><><><><><><><><><><><><><><><><><><>\n∗ installed base-bigarray.base\n∗ installed base-threads.base\n∗ installed base-unix.base\n∗ installed ocaml-options-vanilla.1\n⬇ retrieved ocaml-base-compiler.5.1.1  (https://opam.ocaml.org/cache)\n∗ installed ocaml-base-compiler.5.1.1\n∗ installed ocaml-config.3\n∗ installed ocaml.5.1.1\n∗ installed base-domains.base\n∗ installed base-nnp.base\nDone.\n# Run eval $(opam env --switch=parser-5.1) to update the current shell environment\n',
            ),
            sh(
                "cd parser && opam install . --deps-only --with-test -y --switch=parser-5.1",
                "[parser.dev] synchronised (file:///home/dev/parser)\nThe following actions will be performed:\n=== install 14 packages\n  ∗ cppo             1.6.9   [required by ppx_deriving]\n  ∗ csexp            1.5.2   [required by dune-configurator]\n  ∗ dune             3.13.1  [required by parser]\n  ∗ menhir           20231231\n  ∗ menhirLib        20231231 [required by menhir]\n  ∗ menhirSdk        20231231 [required by menhir]\n  ∗ ocamlfind        1.9.6   [required by ppx_deriving]\n  ∗ ounit2           2.2.7\n  ∗ ppx_derivers     1.2.1   [required by ppx_deriving]\n  ∗ ppx_deriving     5.2.1\n  ∗ ppxlib           0.31.0  [required by ppx_deriving]\n  ∗ sexplib0         v0.16.0 [required by ppxlib]\n  ∗ sedlex           3.2\n  ∗ stdlib-shims     0.3.0   [required by ounit2]\n\n<><> Processing actions <><><><><><><><><><><><><><><><><><><><><><><><><><><><>\n∗ installed dune.3.13.1\n∗ installed cppo.1.6.9\n∗ installed csexp.1.5.2\n∗ installed menhirSdk.20231231\n∗ installed menhirLib.20231231\n∗ installed menhir.20231231\n∗ installed ocamlfind.1.9.6\n∗ installed ppx_derivers.1.2.1\n∗ installed sexplib0.v0.16.0\n∗ installed stdlib-shims.0.3.0\n∗ installed ounit2.2.7\n∗ installed ppxlib.0.31.0\n∗ installed sedlex.3.2\n∗ installed ppx_deriving.5.2.1\nDone.\n",
            ),
            sh("cd parser && opam exec --switch=parser-5.1 -- dune build 2>&1", ""),
            sh(
                "cd parser && opam exec --switch=parser-5.1 -- dune test 2>&1",
                "..........\nRan: 10 tests in: 0.02 seconds.\nOK\n",
            ),
            sh(
                "opam list --switch=parser-5.1 --installed menhir sedlex",
                "# Packages matching: installed & (name-match(menhir) | name-match(sedlex))\n# Name # Installed # Synopsis\nmenhir   20231231    An LR(1) parser generator\nsedlex   3.2         An OCaml lexer generator for Unicode\n",
            ),
        ],
    )
    sess(
        "opam",
        "fail",
        1,
        "Install the `irmin` and `irmin-git` packages into the current opam switch.",
        [
            sh(
                "opam install irmin irmin-git -y",
                "[ERROR] No package named irmin found.\n\nExit code: 5",
            ),
            sh(
                "opam update",
                '\n<><> Updating package repositories ><><><><><><><><><><><><><><><><><><><><><><>\n[ERROR] Could not update repository "default": OpamDownload.Download_fail(_, "Download command failed: \\"/usr/bin/curl --write-out %{http_code}\\\\\\\\n --retry 3 --retry-delay 2 --user-agent opam/2.1.5 -L -o /home/dev/.opam/repo/default.tar.gz.part -- https://opam.mirror.corp.example/index.tar.gz\\" exited with code 22 \\"HTTP 503 Service Unavailable\\"")\n[ERROR] Some repositories could not be updated.\n\nExit code: 40',
            ),
            sh("opam search irmin", "# Packages matching: match(*irmin*)\n# No matches found\n"),
            sh("opam show irmin", "[ERROR] No package named irmin found.\n\nExit code: 5"),
            sh("opam search git", "# Packages matching: match(*git*)\n# No matches found\n"),
            sh(
                "opam repo list",
                "\n<><> Repository configuration for switch default <><><><><><><><><><><><><><><>\n 1 default https://opam.mirror.corp.example\n",
            ),
            sh(
                "opam update default",
                '\n<><> Updating package repositories ><><><><><><><><><><><><><><><><><><><><><><>\n[ERROR] Could not update repository "default": OpamDownload.Download_fail(_, "Download command failed: \\"/usr/bin/curl --write-out %{http_code}\\\\\\\\n --retry 3 --retry-delay 2 --user-agent opam/2.1.5 -L -o /home/dev/.opam/repo/default.tar.gz.part -- https://opam.mirror.corp.example/index.tar.gz\\" exited with code 22 \\"HTTP 503 Service Unavailable\\"")\n[ERROR] Some repositories could not be updated.\n\nExit code: 40',
            ),
            sh(
                "opam install irmin.3.9.0 -y",
                "[ERROR] Package irmin has no version 3.9.0.\n\nExit code: 5",
            ),
        ],
    )
    sess(
        "cabal",
        "ok",
        1,
        "Bump aeson in the ledger project to 2.2 and make sure it still builds.",
        [
            sh(
                "cabal update",
                "Downloading the latest package list from hackage.haskell.org\nPackage list of hackage.haskell.org has been updated.\nThe index-state is set to 2024-02-10T08:41:12Z.\nTo revert to previous state run:\n    cabal v2-update 'hackage.haskell.org,2024-01-22T17:03:55Z'\n",
            ),
            sh(
                "cabal info aeson | head -20",
                "* aeson            (library)\n    Synopsis:      Fast JSON parsing and encoding\n    Versions available: 2.0.3.0, 2.1.0.0, 2.1.1.0, 2.1.2.1, 2.2.0.0, 2.2.1.0\n                        (and 60 others)\n    Versions installed: [ Not installed ]\n    Homepage:      https://github.com/haskell/aeson\n    Bug reports:   https://github.com/haskell/aeson/issues\n    Description:   A JSON parsing and encoding library optimized for ease of use\n                   and high performance.\n    Category:      Text, Web, JSON\n    License:       BSD-3-Clause\n    Author:        Bryan O'Sullivan <bos@serpentine.com>\n    Maintainer:    Adam Bergmark <adam@bergmark.nl>\n    Source repo:   https://github.com/haskell/aeson.git\n    Dependencies:  base >=4.10.0.0 && <5, bytestring >=0.10.8.2 && <0.13,\n                   containers >=0.5.10.2 && <0.8, data-fix >=0.3.2 && <0.4,\n",
            ),
            sh(
                "cd ledger && sed -i 's/aeson >=2.1 && <2.2/aeson >=2.2 \\&\\& <2.3/' ledger.cabal && grep -n aeson ledger.cabal",
                "38:    , aeson >=2.2 && <2.3\n",
            ),
            sh(
                "cd ledger && cabal build all 2>&1 | tail -15",
                "Resolving dependencies...\nBuild profile: -w ghc-9.4.8 -O1\nIn order, the following will be built (use -v for more details):\n - aeson-2.2.1.0 (lib) (requires build)\n - ledger-0.4.0 (lib) (configuration changed)\n - ledger-0.4.0 (exe:ledger) (configuration changed)\nStarting     aeson-2.2.1.0 (lib)\nBuilding     aeson-2.2.1.0 (lib)\nInstalling   aeson-2.2.1.0 (lib)\nCompleted    aeson-2.2.1.0 (lib)\nConfiguring library for ledger-0.4.0..\nPreprocessing library for ledger-0.4.0..\nBuilding library for ledger-0.4.0..\n\nsrc/Ledger/Json.hs:12:1: error:\n    Could not find module \u2018Data.Aeson.Parser\u2019\n",
            ),
            sh(
                "cd ledger && grep -n 'Data.Aeson.Parser' -r src",
                "src/Ledger/Json.hs:12:import Data.Aeson.Parser (json')\n",
            ),
            sh(
                "cd ledger && sed -i 's/^import Data.Aeson.Parser (json.)$/import Data.Aeson (json'\"'\"')/' src/Ledger/Json.hs && cabal build all 2>&1 | tail -6",
                "Building library for ledger-0.4.0..\n[3 of 9] Compiling Ledger.Json      ( src/Ledger/Json.hs, dist-newstyle/build/x86_64-linux/ghc-9.4.8/ledger-0.4.0/build/Ledger/Json.o, dist-newstyle/build/x86_64-linux/ghc-9.4.8/ledger-0.4.0/build/Ledger/Json.dyn_o )\nConfiguring executable 'ledger' for ledger-0.4.0..\nPreprocessing executable 'ledger' for ledger-0.4.0..\nBuilding executable 'ledger' for ledger-0.4.0..\n[1 of 1] Compiling Main             ( app/Main.hs, dist-newstyle/build/x86_64-linux/ghc-9.4.8/ledger-0.4.0/x/ledger/build/ledger/ledger-tmp/Main.o )\n",
            ),
            sh(
                "cd ledger && cabal test 2>&1 | tail -5",
                "Running 1 test suites...\nTest suite ledger-test: RUNNING...\nTest suite ledger-test: PASS\nTest suite logged to:\n/home/dev/ledger/dist-newstyle/build/x86_64-linux/ghc-9.4.8/ledger-0.4.0/t/ledger-test/test/ledger-0.4.0-ledger-test.log\n1 of 1 test suites (1 of 1 test cases) passed.\n",
            ),
        ],
    )
    sess(
        "spack",
        "ok",
        1,
        "On the cluster, check whether HDF5 with MPI is already built in our Spack instance; if not, install hdf5+mpi with openmpi.",
        [
            sh("spack find -lv hdf5", "==> No package matches the query: hdf5\n"),
            sh(
                "spack find -l openmpi",
                "-- linux-rocky9-zen3 / gcc@12.3.0 -------------------------------\nq3xk5vb openmpi@4.1.6\n==> 1 installed package\n",
            ),
            sh(
                "spack info hdf5 | sed -n '1,12p'",
                "CMakePackage:   hdf5\n\nDescription:\n    HDF5 is a data model, library, and file format for storing and managing\n    data. It supports an unlimited variety of datatypes, and is designed for\n    flexible and efficient I/O and for high volume and complex data.\n\nHomepage: https://portal.hdfgroup.org\n\nPreferred version:  \n    1.14.3           https://support.hdfgroup.org/ftp/HDF5/releases/hdf5-1.14/hdf5-1.14.3/src/hdf5-1.14.3.tar.gz\n\n",
            ),
            sh(
                "spack spec -I hdf5+mpi ^openmpi/q3xk5vb",
                "Input spec\n--------------------------------\n -   hdf5+mpi\n -       ^openmpi@4.1.6\n\nConcretized\n--------------------------------\n -   hdf5@1.14.3%gcc@12.3.0~cxx~fortran+hl~ipo~java~map+mpi+shared~szip~threadsafe+tools api=default build_system=cmake build_type=Release generator=make arch=linux-rocky9-zen3\n[+]      ^cmake@3.27.9%gcc@12.3.0~doc+ncurses+ownlibs build_system=generic build_type=Release arch=linux-rocky9-zen3\n[+]      ^gmake@4.4.1%gcc@12.3.0~guile build_system=generic arch=linux-rocky9-zen3\n[^]      ^openmpi@4.1.6%gcc@12.3.0~atomics~cuda~cxx~cxx_exceptions~gpfs~internal-hwloc~internal-pmix~java~legacylaunchers~lustre~memchecker~openshmem~orterunprefix+romio+rsh~singularity+static+vt+wrapper-rpath build_system=autotools fabrics=none schedulers=none arch=linux-rocky9-zen3\n[+]      ^pkgconf@1.9.5%gcc@12.3.0 build_system=autotools arch=linux-rocky9-zen3\n[+]      ^zlib-ng@2.1.5%gcc@12.3.0+compat+opt build_system=autotools arch=linux-rocky9-zen3\n",
            ),
            sh(
                "spack install -j16 hdf5+mpi ^openmpi/q3xk5vb 2>&1 | tail -8",
                "[+] /opt/spack/opt/spack/linux-rocky9-zen3/gcc-12.3.0/openmpi-4.1.6-q3xk5vbwzctq2mfxk2u3dx5vxe7fbfhd\n==> Installing hdf5-1.14.3-7ffvmrrxiiqwa3kqyzlcx2bdbyscqbmx [11/11]\n==> No binary for hdf5-1.14.3-7ffvmrrxiiqwa3kqyzlcx2bdbyscqbmx found: installing from source\n==> Fetching https://mirror.spack.io/_source-cache/archive/09/09cdb287aa7a89148c1638dd20891fdbae08102cf433ef128fd345338aa237c7.tar.gz\n==> No patches needed for hdf5\n==> hdf5: Executing phase: 'cmake'\n==> hdf5: Executing phase: 'build'\n==> hdf5: Executing phase: 'install'\n==> hdf5: Successfully installed hdf5-1.14.3-7ffvmrrxiiqwa3kqyzlcx2bdbyscqbmx\n  Stage: 1.12s.  Cmake: 14.80s.  Build: 1m 52.41s.  Install: 3.07s.  Post-install: 0.88s.  Total: 2m 13.02s\n[+] /opt/spack/opt/spack/linux-rocky9-zen3/gcc-12.3.0/hdf5-1.14.3-7ffvmrrxiiqwa3kqyzlcx2bdbyscqbmx\n",
            ),
            sh("spack module lmod refresh -y hdf5", "==> Regenerating lmod module files\n"),
            sh(
                "spack find -lv hdf5",
                "-- linux-rocky9-zen3 / gcc@12.3.0 -------------------------------\n7ffvmrr hdf5@1.14.3~cxx~fortran+hl~ipo~java~map+mpi+shared~szip~threadsafe+tools api=default build_system=cmake build_type=Release generator=make\n==> 1 installed package\n",
            ),
        ],
    )
    sess(
        "spack",
        "fail",
        1,
        "Install py-torch 2.1 with CUDA for the ML group using the Spack build cache so it doesn't compile for hours.",
        [
            sh(
                "spack buildcache list py-torch",
                "==> Warning: Failed to fetch index from s3://spack-cache-hpc/build_cache: An error occurred (ExpiredToken) when calling the GetObject operation: The provided token has expired.\n==> 0 cached builds.\n",
            ),
            sh(
                "spack buildcache list --allarch py-torch",
                "==> Warning: Failed to fetch index from s3://spack-cache-hpc/build_cache: An error occurred (ExpiredToken) when calling the GetObject operation: The provided token has expired.\n==> 0 cached builds.\n",
            ),
            sh(
                "spack buildcache update-index s3://spack-cache-hpc",
                "==> Error: An error occurred (ExpiredToken) when calling the ListObjectsV2 operation: The provided token has expired.\n\nExit code: 1",
            ),
            sh(
                "spack mirror list",
                "hpc-cache    [sb] s3://spack-cache-hpc\nspack-public [sb] https://mirror.spack.io\n",
            ),
            sh(
                "spack buildcache list cuda",
                "==> Warning: Failed to fetch index from s3://spack-cache-hpc/build_cache: An error occurred (ExpiredToken) when calling the GetObject operation: The provided token has expired.\n==> 0 cached builds.\n",
            ),
            sh(
                "spack buildcache list -l py-torch@2.1",
                "==> Warning: Failed to fetch index from s3://spack-cache-hpc/build_cache: An error occurred (ExpiredToken) when calling the GetObject operation: The provided token has expired.\n==> 0 cached builds.\n",
            ),
            sh(
                "spack install --cache-only py-torch@2.1+cuda cuda_arch=80",
                "==> Warning: Failed to fetch index from s3://spack-cache-hpc/build_cache: An error occurred (ExpiredToken) when calling the GetObject operation: The provided token has expired.\n==> Error: No binary for py-torch-2.1.2-b6ndlq3aqh4oqmkabzwdh2sd7hldwqqs found when cache-only specified\n\nExit code: 1",
            ),
        ],
    )
    sess(
        "conda",
        "ok",
        1,
        "Create a conda env for the imaging pipeline with python 3.11, scikit-image and napari from conda-forge, and export it.",
        [
            sh(
                "mamba search -c conda-forge 'scikit-image>=0.22' | tail -4",
                "scikit-image                  0.22.0 py311h320fe9a_2  conda-forge         \nscikit-image                  0.22.0 py312hfb8ada1_2  conda-forge         \nscikit-image                  0.22.0 py39hddac248_2   conda-forge         \n",
            ),
            sh(
                "mamba create -y -n imaging -c conda-forge python=3.11 scikit-image=0.22 napari 2>&1 | tail -12",
                "  + zstd                     1.5.5  hfc55251_0          conda-forge/linux-64     Cached\n\n  Summary:\n\n  Install: 187 packages\n\n  Total download: 312MB\n\n──────────────────────────────────────────────────────────────────────────────\n\nTransaction finished\n\nTo activate this environment, use:\n\n    $ mamba activate imaging\n",
            ),
            sh(
                "conda list -n imaging '^(python|scikit-image|napari)$'",
                "# packages in environment at /opt/conda/envs/imaging:\n#\n# Name                    Version                   Build  Channel\nnapari                    0.4.19.post1       pyh0d0fc2b_0    conda-forge\npython                    3.11.7          hab00c5b_1_cpython    conda-forge\nscikit-image              0.22.0          py311h320fe9a_2    conda-forge\n",
            ),
            sh(
                "conda run -n imaging python -c 'import skimage, napari; print(skimage.__version__, napari.__version__)'",
                "0.22.0 0.4.19.post1\n",
            ),
            sh(
                "conda env export -n imaging --from-history > envs/imaging.yml && cat envs/imaging.yml",
                "name: imaging\nchannels:\n  - conda-forge\ndependencies:\n  - python=3.11\n  - scikit-image=0.22\n  - napari\nprefix: /opt/conda/envs/imaging\n",
            ),
        ],
    )
    sess(
        "conda",
        "fail",
        1,
        "Install rdkit and openbabel into the chem env from our Artifactory conda channel.",
        [
            sh(
                "conda install -y -n chem -c https://artifactory.corp.example/api/conda/conda-forge-remote rdkit openbabel",
                "Collecting package metadata (current_repodata.json): failed\n\nCondaHTTPError: HTTP 429 TOO MANY REQUESTS for url <https://artifactory.corp.example/api/conda/conda-forge-remote/linux-64/current_repodata.json>\nElapsed: 00:00.412119\n\nAn HTTP error occurred when trying to retrieve this URL.\nHTTP errors are often intermittent, and a simple retry will get you on your way.\n'https://artifactory.corp.example/api/conda/conda-forge-remote/linux-64'\n\n\nExit code: 1",
            ),
            sh(
                "conda install -y -n chem -c https://artifactory.corp.example/api/conda/conda-forge-remote rdkit",
                "Collecting package metadata (current_repodata.json): failed\n\nCondaHTTPError: HTTP 429 TOO MANY REQUESTS for url <https://artifactory.corp.example/api/conda/conda-forge-remote/linux-64/current_repodata.json>\nElapsed: 00:00.388412\n\nAn HTTP error occurred when trying to retrieve this URL.\nHTTP errors are often intermittent, and a simple retry will get you on your way.\n'https://artifactory.corp.example/api/conda/conda-forge-remote/linux-64'\n\n\nExit code: 1",
            ),
            sh(
                "conda search -c https://artifactory.corp.example/api/conda/conda-forge-remote rdkit",
                "Loading channels: failed\n\nCondaHTTPError: HTTP 429 TOO MANY REQUESTS for url <https://artifactory.corp.example/api/conda/conda-forge-remote/linux-64/repodata.json>\nElapsed: 00:00.402270\n\nAn HTTP error occurred when trying to retrieve this URL.\nHTTP errors are often intermittent, and a simple retry will get you on your way.\n'https://artifactory.corp.example/api/conda/conda-forge-remote/linux-64'\n\n\nExit code: 1",
            ),
            sh(
                "sleep 30 && conda install -y -n chem -c https://artifactory.corp.example/api/conda/conda-forge-remote rdkit openbabel",
                "Collecting package metadata (current_repodata.json): failed\n\nCondaHTTPError: HTTP 429 TOO MANY REQUESTS for url <https://artifactory.corp.example/api/conda/conda-forge-remote/linux-64/current_repodata.json>\nElapsed: 00:00.371905\n\nAn HTTP error occurred when trying to retrieve this URL.\nHTTP errors are often intermittent, and a simple retry will get you on your way.\n'https://artifactory.corp.example/api/conda/conda-forge-remote/linux-64'\n\n\nExit code: 1",
            ),
            sh(
                "conda config --show channels",
                "channels:\n  - https://artifactory.corp.example/api/conda/conda-forge-remote\n",
            ),
            sh(
                "mamba install -y -n chem rdkit openbabel",
                "conda-forge-remote/noarch                           [>] (--:--) No change\nconda-forge-remote/linux-64                         [>] (--:--) No change\nerror    libmamba Error while downloading https://artifactory.corp.example/api/conda/conda-forge-remote/linux-64/repodata.json: HTTP 429 Too Many Requests\ncritical libmamba Multiple errors occurred while downloading\n\nExit code: 1",
            ),
            sh(
                "conda install -y -n chem --repodata-fn repodata.json rdkit",
                "Collecting package metadata (repodata.json): failed\n\nCondaHTTPError: HTTP 429 TOO MANY REQUESTS for url <https://artifactory.corp.example/api/conda/conda-forge-remote/linux-64/repodata.json>\nElapsed: 00:00.395118\n\nAn HTTP error occurred when trying to retrieve this URL.\nHTTP errors are often intermittent, and a simple retry will get you on your way.\n'https://artifactory.corp.example/api/conda/conda-forge-remote/linux-64'\n\n\nExit code: 1",
            ),
        ],
    )


# ---------------------------------------------------------------- 2. OS package managers
def ospm() -> None:
    sess(
        "pacman",
        "ok",
        1,
        "On the Arch build box, find which package provides /usr/bin/ld.lld, and update the system.",
        [
            sh("pacman -Qo /usr/bin/ld.lld", "/usr/bin/ld.lld is owned by lld 17.0.6-1\n"),
            sh(
                "pacman -Qi lld",
                "Name            : lld\nVersion         : 17.0.6-1\nDescription     : Linker from the LLVM project\nArchitecture    : x86_64\nURL             : https://lld.llvm.org/\nLicenses        : custom:Apache 2.0 with LLVM Exception\nGroups          : None\nProvides        : None\nDepends On      : llvm-libs  zlib  zstd\nOptional Deps   : None\nRequired By     : None\nOptional For    : rust\nConflicts With  : None\nReplaces        : None\nInstalled Size  : 7.13 MiB\nPackager        : Evangelos Foutras <foutrelis@archlinux.org>\nBuild Date      : Fri 01 Dec 2023 08:55:16 AM UTC\nInstall Date    : Tue 12 Dec 2023 10:02:44 AM UTC\nInstall Reason  : Explicitly installed\nInstall Script  : No\nValidated By    : Signature\n\n",
            ),
            sh(
                "sudo pacman -Syu --noconfirm 2>&1 | tail -14",
                ":: Synchronizing package databases...\n core downloading...\n extra downloading...\n:: Starting full system upgrade...\nresolving dependencies...\nlooking for conflicting packages...\n\nPackages (3) curl-8.6.0-3  libcurl-gnutls-8.6.0-3  openssl-3.2.1-1\n\nTotal Download Size:    6.11 MiB\nTotal Installed Size:  19.44 MiB\nNet Upgrade Size:       0.21 MiB\n\n:: Proceed with installation? [Y/n] \n:: Processing package changes...\n",
            ),
            sh("pacman -Qu", "\nExit code: 1"),
            sh("pacman -Q curl openssl", "curl 8.6.0-3\nopenssl 3.2.1-1\n"),
        ],
    )
    sess(
        "pacman",
        "fail",
        1,
        "Install clang and cmake on the Arch CI runner.",
        [
            sh(
                "sudo pacman -S --noconfirm clang cmake",
                "resolving dependencies...\nlooking for conflicting packages...\n\nPackages (4) compiler-rt-17.0.6-1  llvm-17.0.6-1  clang-17.0.6-1  cmake-3.28.1-1\n\nTotal Download Size:    98.20 MiB\nTotal Installed Size:  512.33 MiB\n\n:: Proceed with installation? [Y/n] \n:: Retrieving packages...\nerror: failed retrieving file 'clang-17.0.6-1-x86_64.pkg.tar.zst' from mirror.internal.example : Operation too slow. Less than 1 bytes/sec transferred the last 10 seconds\nerror: failed retrieving file 'llvm-17.0.6-1-x86_64.pkg.tar.zst' from mirror.internal.example : Operation too slow. Less than 1 bytes/sec transferred the last 10 seconds\nwarning: failed to retrieve some files\nerror: failed to commit transaction (failed to retrieve some files)\nErrors occurred, no packages were upgraded.\n\nExit code: 1",
            ),
            sh(
                "sudo pacman -Syy",
                ":: Synchronizing package databases...\nerror: failed retrieving file 'core.db' from mirror.internal.example : Operation too slow. Less than 1 bytes/sec transferred the last 10 seconds\nerror: failed to update core (download library error)\nerror: failed retrieving file 'extra.db' from mirror.internal.example : Operation too slow. Less than 1 bytes/sec transferred the last 10 seconds\nerror: failed to update extra (download library error)\nerror: failed to synchronize all databases (download library error)\n\nExit code: 1",
            ),
            sh(
                "sudo pacman -S --noconfirm cmake",
                "resolving dependencies...\nlooking for conflicting packages...\n\nPackages (1) cmake-3.28.1-1\n\nTotal Download Size:   13.95 MiB\nTotal Installed Size:  69.82 MiB\n\n:: Proceed with installation? [Y/n] \n:: Retrieving packages...\nerror: failed retrieving file 'cmake-3.28.1-1-x86_64.pkg.tar.zst' from mirror.internal.example : Operation too slow. Less than 1 bytes/sec transferred the last 10 seconds\nwarning: failed to retrieve some files\nerror: failed to commit transaction (failed to retrieve some files)\nErrors occurred, no packages were upgraded.\n\nExit code: 1",
            ),
            sh(
                "grep -v '^#' /etc/pacman.d/mirrorlist | grep Server",
                "Server = https://mirror.internal.example/archlinux/$repo/os/$arch\n",
            ),
            sh(
                "sudo pacman -Syy --disable-download-timeout",
                ":: Synchronizing package databases...\nerror: failed retrieving file 'core.db' from mirror.internal.example : Connection timed out after 300001 milliseconds\nerror: failed to update core (download library error)\nerror: failed retrieving file 'extra.db' from mirror.internal.example : Connection timed out after 300000 milliseconds\nerror: failed to update extra (download library error)\nerror: failed to synchronize all databases (download library error)\n\nExit code: 1",
            ),
            sh(
                "sudo pacman -S --noconfirm clang",
                "resolving dependencies...\nlooking for conflicting packages...\n\nPackages (3) compiler-rt-17.0.6-1  llvm-17.0.6-1  clang-17.0.6-1\n\nTotal Download Size:    84.25 MiB\nTotal Installed Size:  442.51 MiB\n\n:: Proceed with installation? [Y/n] \n:: Retrieving packages...\nerror: failed retrieving file 'clang-17.0.6-1-x86_64.pkg.tar.zst' from mirror.internal.example : Operation too slow. Less than 1 bytes/sec transferred the last 10 seconds\nwarning: failed to retrieve some files\nerror: failed to commit transaction (failed to retrieve some files)\nErrors occurred, no packages were upgraded.\n\nExit code: 1",
            ),
        ],
    )
    sess(
        "zypper",
        "ok",
        1,
        "On the SLES web host, see if there are security patches pending and apply them; also check whether nginx is from the official repo.",
        [
            sh(
                "zypper --non-interactive list-patches --category security",
                "Loading repository data...\nReading installed packages...\n\nRepository                         | Name                                 | Category | Severity  | Interactive | Status | Summary\n-----------------------------------+--------------------------------------+----------+-----------+-------------+--------+------------------------------------\nSLE-Module-Basesystem15-SP5-Updates | SUSE-SLE-Module-Basesystem-15-SP5-2024-412 | security | important | ---         | needed | Security update for openssl-3\nSLE-Module-Basesystem15-SP5-Updates | SUSE-SLE-Module-Basesystem-15-SP5-2024-398 | security | moderate  | ---         | needed | Security update for libxml2\n\nFound 2 applicable patches:\n2 patches needed (2 security patches)\n",
            ),
            sh(
                "sudo zypper --non-interactive patch --category security 2>&1 | tail -6",
                "Checking for file conflicts: ...................................................[done]\n(1/3) Installing: libopenssl3-3.0.8-150500.5.20.1.x86_64 ........................[done]\n(2/3) Installing: openssl-3-3.0.8-150500.5.20.1.x86_64 ..........................[done]\n(3/3) Installing: libxml2-2-2.10.3-150500.5.14.1.x86_64 .........................[done]\nThere are running programs which still use files and libraries deleted or updated by recent upgrades. They should be restarted to benefit from the latest updates. Run 'zypper ps -s' to list these programs.\n",
            ),
            sh(
                "zypper ps -s",
                "The following running processes use deleted files:\n\nPID  | PPID | UID | User  | Command | Service\n-----+------+-----+-------+---------+--------\n1184 | 1    | 0   | root  | nginx   | nginx\n1185 | 1184 | 475 | nginx | nginx   | nginx\n\nYou may wish to restart these processes.\nSee 'man zypper' for information about the meaning of values in the above table.\n",
            ),
            sh(
                "zypper info nginx",
                "Loading repository data...\nReading installed packages...\n\n\nInformation for package nginx:\n-----------------------------\nRepository     : SLE-Module-Server-Applications15-SP5-Pool\nName           : nginx\nVersion        : 1.21.5-150500.2.4\nArch           : x86_64\nVendor         : SUSE LLC <https://www.suse.com/>\nSupport Level  : Level 3\nInstalled Size : 2.8 MiB\nInstalled      : Yes\nStatus         : up-to-date\nSource package : nginx-1.21.5-150500.2.4.src\nUpstream URL   : https://nginx.org\nSummary        : A HTTP server and IMAP/POP3 proxy server\nDescription    : \n    nginx [engine x] is a HTTP server and IMAP/POP3 proxy server written by Igor Sysoev.\n",
            ),
            sh("sudo systemctl restart nginx && systemctl is-active nginx", "active\n"),
            sh(
                "zypper --non-interactive list-patches --category security",
                "Loading repository data...\nReading installed packages...\nNo updates found.\n",
            ),
        ],
    )
    sess(
        "flatpak",
        "ok",
        1,
        "Install the GIMP flatpak for the design workstation user and check what permissions it gets.",
        [
            sh(
                "flatpak search gimp",
                "Name          Description                                   Application ID                     Version Branch Remotes\nGNU Image Manipulation Program Create images and edit photographs org.gimp.GIMP                      2.10.36 stable flathub\nGIMP Help     Documentation for GIMP                        org.gimp.GIMP.Manual               2.10    stable flathub\n",
            ),
            sh(
                "flatpak install --user -y flathub org.gimp.GIMP 2>&1 | tail -5",
                "        ID                                      Branch          Op          Remote           Download\n 1. [✓] org.gimp.GIMP.Locale                    stable          i           flathub          8.1 kB / 19.2 MB\n 2. [✓] org.gnome.Platform                      45              i           flathub        312.4 MB / 360.1 MB\n 3. [✓] org.gimp.GIMP                           stable          i           flathub         98.7 MB / 101.0 MB\n\nInstallation complete.\n",
            ),
            sh(
                "flatpak info --user org.gimp.GIMP",
                "\nGNU Image Manipulation Program - Create images and edit photographs\n\n          ID: org.gimp.GIMP\n         Ref: app/org.gimp.GIMP/x86_64/stable\n        Arch: x86_64\n      Branch: stable\n     Version: 2.10.36\n     License: GPL-3.0+ AND LGPL-3.0+\n      Origin: flathub\n  Collection: org.flathub.Stable\nInstallation: user\n   Installed: 256.0 MB\n     Runtime: org.gnome.Platform/x86_64/45\n         Sdk: org.gnome.Sdk/x86_64/45\n\n      Commit: 5e1c7d2a0b8f4e6c9d3a1b7f2e8c4d0a6b9f3e1c7d5a2b8f4e0c6d9a3b1f7e2c\n      Parent: -\n     Subject: Update to 2.10.36 (a3b1f7e2)\n        Date: 2023-11-08 21:40:17 +0000\n",
            ),
            sh(
                "flatpak info --user --show-permissions org.gimp.GIMP",
                "[Context]\nshared=network;ipc;\nsockets=x11;\ndevices=dri;\nfilesystems=xdg-config/gtk-3.0;/tmp;host;xdg-config/GIMP;\n\n[Environment]\nGIMP2_DATADIR=/app/share/gimp/2.0\n",
            ),
            sh(
                "flatpak override --user --nofilesystem=host --filesystem=xdg-pictures org.gimp.GIMP",
                "",
            ),
            sh(
                "flatpak override --user --show org.gimp.GIMP",
                "[Context]\nfilesystems=xdg-pictures;!host;\n",
            ),
        ],
    )
    sess(
        "flatpak",
        "fail",
        1,
        "List which versions of the Blender flatpak are available on our internal remote so I can pin one.",
        [
            sh("flatpak remote-ls --app corp-apps | grep -i blender", "\nExit code: 1"),
            sh(
                "flatpak remote-ls corp-apps",
                "error: Unable to load summary from remote corp-apps: Server returned status 403: Forbidden\n\nExit code: 1",
            ),
            sh(
                "flatpak update --appstream corp-apps",
                "Updating appstream data for user remote corp-apps\nerror: Unable to load summary from remote corp-apps: Server returned status 403: Forbidden\n\nExit code: 1",
            ),
            sh(
                "flatpak remote-info --log corp-apps org.blender.Blender",
                "error: Unable to load summary from remote corp-apps: Server returned status 403: Forbidden\n\nExit code: 1",
            ),
            sh(
                "flatpak remotes -d",
                "Name      Title             URL                                   Collection ID Subset Filter Priority Options Comment Description Homepage Icon\ncorp-apps Corp Applications https://flatpak.corp.example/repo/    -             -      -      1        user    -       -           -        -\nflathub   Flathub           https://dl.flathub.org/repo/          -             -      -      1        system  -       -           -        -\n",
            ),
            sh(
                "flatpak remote-ls --app --columns=application,version,branch corp-apps",
                "error: Unable to load summary from remote corp-apps: Server returned status 403: Forbidden\n\nExit code: 1",
            ),
            sh(
                "flatpak remote-info corp-apps org.blender.Blender//stable",
                "error: Unable to load summary from remote corp-apps: Server returned status 403: Forbidden\n\nExit code: 1",
            ),
        ],
    )
    sess(
        "choco",
        "ok",
        1,
        "On the Windows build agents, upgrade Node.js LTS via Chocolatey and make sure Git is pinned so it doesn't change.",
        [
            (
                "powershell",
                {"command": "choco list --local-only nodejs-lts git"},
                "Chocolatey v2.2.2\ngit 2.42.0.2\nnodejs-lts 18.18.2\n2 packages installed.\n",
            ),
            (
                "powershell",
                {"command": "choco outdated"},
                "Chocolatey v2.2.2\nOutdated Packages\n Output is package name | current version | available version | pinned?\n\ngit|2.42.0.2|2.43.0|false\nnodejs-lts|18.18.2|20.11.0|false\n\nChocolatey has determined 2 package(s) are outdated.\n",
            ),
            (
                "powershell",
                {"command": "choco pin add -n=git --version=2.42.0.2"},
                "Chocolatey v2.2.2\nTrying to add pin for git v2.42.0.2.\nSuccessfully added a pin for git v2.42.0.2.\n",
            ),
            (
                "powershell",
                {"command": "choco upgrade nodejs-lts -y --no-progress"},
                "Chocolatey v2.2.2\nUpgrading the following packages:\nnodejs-lts\nBy upgrading, you accept licenses for the packages.\n\nYou have nodejs-lts v18.18.2 installed. Version 20.11.0 is available based on your source(s).\nnodejs-lts v20.11.0 [Approved]\nnodejs-lts package files upgrade completed. Performing other installation steps.\nInstalling 64 bit version\nInstalling nodejs-lts...\nnodejs-lts has been installed.\n  nodejs-lts may be able to be automatically uninstalled.\nEnvironment Vars (like PATH) have changed. Close/reopen your shell to\n see the changes (or in powershell/cmd.exe just type `refreshenv`).\n The upgrade of nodejs-lts was successful.\n  Software installed as 'msi', install location is likely default.\n\nChocolatey upgraded 1/1 packages.\n See the log for details (C:\\ProgramData\\chocolatey\\logs\\chocolatey.log).\n",
            ),
            (
                "powershell",
                {"command": "refreshenv; node --version"},
                "Refreshing environment variables from registry for cmd.exe. Please wait...Finished..\nv20.11.0\n",
            ),
            ("powershell", {"command": "choco pin list"}, "Chocolatey v2.2.2\ngit|2.42.0.2\n"),
        ],
    )
    sess(
        "winget",
        "ok",
        1,
        "Check whether 7-Zip and PowerToys are installed on this laptop and upgrade whichever is outdated.",
        [
            (
                "powershell",
                {"command": "winget list --id 7zip.7zip"},
                "Name              Id        Version Available Source\n----------------------------------------------------\n7-Zip 22.01 (x64) 7zip.7zip 22.01   23.01     winget\n",
            ),
            (
                "powershell",
                {"command": "winget list --id Microsoft.PowerToys"},
                "No installed package found matching input criteria.\n",
            ),
            (
                "powershell",
                {
                    "command": "winget upgrade --id 7zip.7zip --silent --accept-package-agreements --accept-source-agreements"
                },
                "Found 7-Zip [7zip.7zip] Version 23.01\nThis application is licensed to you by its owner.\nMicrosoft is not responsible for, nor does it grant any licenses to, third-party packages.\nDownloading https://7-zip.org/a/7z2301-x64.exe\n  ██████████████████████████████  1.51 MB / 1.51 MB\nSuccessfully verified installer hash\nStarting package install...\nSuccessfully installed\n",
            ),
            (
                "powershell",
                {"command": "winget show --id Microsoft.PowerToys"},
                "Found PowerToys (Preview) [Microsoft.PowerToys]\nVersion: 0.78.0\nPublisher: Microsoft Corporation\nPublisher Url: https://github.com/microsoft/PowerToys\nPublisher Support Url: https://github.com/microsoft/PowerToys/issues\nAuthor: Microsoft Corporation\nMoniker: powertoys\nDescription: Microsoft PowerToys is a set of utilities for power users to tune and streamline their Windows experience for greater productivity.\nHomepage: https://github.com/microsoft/PowerToys\nLicense: MIT\nLicense Url: https://github.com/microsoft/PowerToys/blob/main/LICENSE\nRelease Notes Url: https://github.com/microsoft/PowerToys/releases/tag/v0.78.0\nInstaller:\n  Installer Type: burn\n  Installer Url: https://github.com/microsoft/PowerToys/releases/download/v0.78.0/PowerToysUserSetup-0.78.0-x64.exe\n  Installer SHA256: 9a5a1c1b2e0a3f8d6c4e7b2a9d1f3c5e8b0a2d4f6c8e1a3b5d7f9c0e2a4b6d8f\n",
            ),
            (
                "powershell",
                {"command": "winget list --id 7zip.7zip"},
                "Name              Id        Version Source\n------------------------------------------\n7-Zip 23.01 (x64) 7zip.7zip 23.01   winget\n",
            ),
        ],
    )
    sess(
        "winget",
        "fail",
        1,
        "Install Visual Studio Code and the Azure CLI on the new dev VM with winget.",
        [
            (
                "powershell",
                {
                    "command": "winget install --id Microsoft.VisualStudioCode -e --silent --accept-package-agreements --accept-source-agreements"
                },
                "Failed when searching source: winget\nAn unexpected error occurred while executing the command:\n0x8a15000f : Data required by the source is missing\nNo package found matching input criteria.\n",
            ),
            (
                "powershell",
                {"command": "winget source update"},
                "Updating all sources...\nUpdating source: msstore...\nDone\nUpdating source: winget...\nCancelled\n0x80072efd : A connection with the server could not be established\n",
            ),
            (
                "powershell",
                {"command": "winget search Microsoft.AzureCLI"},
                "Failed when searching source: winget\nAn unexpected error occurred while executing the command:\n0x8a15000f : Data required by the source is missing\nNo package found matching input criteria.\n",
            ),
            (
                "powershell",
                {"command": "winget install --id Microsoft.AzureCLI -e --source winget"},
                "Failed when opening source(s); try the 'source reset' command if the problem persists.\nAn unexpected error occurred while executing the command:\n0x8a15000f : Data required by the source is missing\n",
            ),
            (
                "powershell",
                {"command": "winget source reset --force"},
                "Resetting all sources...Done\n",
            ),
            (
                "powershell",
                {"command": "winget install --id Microsoft.VisualStudioCode -e"},
                "Failed when searching source: winget\nAn unexpected error occurred while executing the command:\n0x80072efd : A connection with the server could not be established\nNo package found matching input criteria.\n",
            ),
            (
                "powershell",
                {"command": "winget search vscode"},
                "Failed when searching source: winget\nAn unexpected error occurred while executing the command:\n0x80072efd : A connection with the server could not be established\nNo package found matching input criteria.\n",
            ),
            (
                "powershell",
                {"command": "winget install 'Microsoft Azure CLI'"},
                "Failed when searching source: winget\nAn unexpected error occurred while executing the command:\n0x80072efd : A connection with the server could not be established\nNo package found matching input criteria.\n",
            ),
        ],
    )
    sess(
        "scoop",
        "ok",
        1,
        "Using scoop, install ripgrep and fd, and tell me if anything else in scoop needs updating (don't update it).",
        [
            (
                "powershell",
                {"command": "scoop install ripgrep fd"},
                "Installing 'ripgrep' (14.1.0) [64bit] from 'main' bucket\nripgrep-14.1.0-x86_64-pc-windows-msvc.zip (1.9 MB) [==========================] 100%\nChecking hash of ripgrep-14.1.0-x86_64-pc-windows-msvc.zip ... ok.\nExtracting ripgrep-14.1.0-x86_64-pc-windows-msvc.zip ... done.\nLinking ~\\scoop\\apps\\ripgrep\\current => ~\\scoop\\apps\\ripgrep\\14.1.0\nCreating shim for 'rg'.\n'ripgrep' (14.1.0) was installed successfully!\nInstalling 'fd' (9.0.0) [64bit] from 'main' bucket\nfd-v9.0.0-x86_64-pc-windows-msvc.zip (1.3 MB) [===============================] 100%\nChecking hash of fd-v9.0.0-x86_64-pc-windows-msvc.zip ... ok.\nExtracting fd-v9.0.0-x86_64-pc-windows-msvc.zip ... done.\nLinking ~\\scoop\\apps\\fd\\current => ~\\scoop\\apps\\fd\\9.0.0\nCreating shim for 'fd'.\n'fd' (9.0.0) was installed successfully!\n",
            ),
            (
                "powershell",
                {"command": "scoop update"},
                "Updating Scoop...\nUpdating Buckets...\nScoop was updated successfully!\n",
            ),
            (
                "powershell",
                {"command": "scoop status"},
                "Scoop is up to date.\n\nName   Installed Version Latest Version Missing Dependencies Info\n----   ----------------- -------------- -------------------- ----\ngit    2.43.0.windows.1  2.44.0.windows.1\nneovim 0.9.4             0.9.5\n\n",
            ),
            (
                "powershell",
                {"command": "scoop info neovim"},
                "\nName        : neovim\nDescription : Vim-fork focused on extensibility and usability\nVersion     : 0.9.5\nBucket      : main\nWebsite     : https://neovim.io\nLicense     : Apache-2.0\nUpdated at  : 2024-01-02 06:37:14\nUpdated by  : github-actions[bot]\nInstalled   : 0.9.4\nBinaries    : bin\\nvim.exe\n\n",
            ),
            (
                "powershell",
                {"command": "rg --version; fd --version"},
                "ripgrep 14.1.0 (rev e50df40a19)\n\nfeatures:-pcre2\nsimd(compile):+SSE2,-SSSE3,-AVX2\nsimd(runtime):+SSE2,+SSSE3,+AVX2\n\nPCRE2 is not available in this build of ripgrep.\nfd 9.0.0\n",
            ),
        ],
    )


# ---------------------------------------------------------------- 3. crypto
def crypto() -> None:
    inf = "https://mainnet.infura.io/v3/" + h("infura-key", 32)
    sess(
        "infura",
        "ok",
        1,
        "Did our treasury transfer in tx 0x"
        + h("tx1", 64)
        + " succeed, and what is the wallet balance now?",
        [
            (
                "eth_rpc",
                {
                    "url": inf,
                    "method": "eth_getTransactionReceipt",
                    "params": ["0x" + h("tx1", 64)],
                },
                j(
                    {
                        "jsonrpc": "2.0",
                        "id": 1,
                        "result": {
                            "blockHash": "0x" + h("bh1", 64),
                            "blockNumber": "0x12a05f2",
                            "contractAddress": None,
                            "cumulativeGasUsed": "0x1b4e3c",
                            "effectiveGasPrice": "0x6fc23ac00",
                            "from": "0x" + h("treasury", 40),
                            "gasUsed": "0xb411",
                            "logs": [
                                {
                                    "address": "0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48",
                                    "topics": [
                                        "0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef",
                                        "0x000000000000000000000000" + h("treasury", 40),
                                        "0x000000000000000000000000" + h("vendor", 40),
                                    ],
                                    "data": "0x00000000000000000000000000000000000000000000000000000002540be400",
                                    "logIndex": "0x4f",
                                    "removed": False,
                                }
                            ],
                            "logsBloom": "0x" + "0" * 512,
                            "status": "0x1",
                            "to": "0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48",
                            "transactionHash": "0x" + h("tx1", 64),
                            "transactionIndex": "0x3a",
                            "type": "0x2",
                        },
                    }
                ),
            ),
            (
                "eth_rpc",
                {"url": inf, "method": "eth_blockNumber", "params": []},
                j({"jsonrpc": "2.0", "id": 2, "result": "0x12a0611"}),
            ),
            (
                "eth_rpc",
                {
                    "url": inf,
                    "method": "eth_getBalance",
                    "params": ["0x" + h("treasury", 40), "latest"],
                },
                j({"jsonrpc": "2.0", "id": 3, "result": "0x1bc16d674ec80000"}),
            ),
            (
                "eth_rpc",
                {
                    "url": inf,
                    "method": "eth_call",
                    "params": [
                        {
                            "to": "0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48",
                            "data": "0x70a08231000000000000000000000000" + h("treasury", 40),
                        },
                        "latest",
                    ],
                },
                j(
                    {
                        "jsonrpc": "2.0",
                        "id": 4,
                        "result": "0x0000000000000000000000000000000000000000000000000000001d1a94a200",
                    }
                ),
            ),
            (
                "eth_rpc",
                {"url": inf, "method": "eth_getTransactionByHash", "params": ["0x" + h("tx2", 64)]},
                j({"jsonrpc": "2.0", "id": 5, "result": None}),
            ),
        ],
    )
    sess(
        "infura",
        "fail",
        1,
        "Get the latest block and the gas price on Sepolia for the deploy script.",
        [
            (
                "eth_rpc",
                {
                    "url": "https://sepolia.infura.io/v3/" + h("infura-old", 32),
                    "method": m,
                    "params": p,
                },
                j(
                    {
                        "jsonrpc": "2.0",
                        "id": i,
                        "error": {
                            "code": -32005,
                            "message": "daily request count exceeded, request rate limited",
                            "data": {"see": "https://infura.io/dashboard"},
                        },
                    }
                ),
            )
            for i, (m, p) in enumerate(
                [
                    ("eth_blockNumber", []),
                    ("eth_gasPrice", []),
                    ("eth_blockNumber", []),
                    ("eth_getBlockByNumber", ["latest", False]),
                    ("eth_feeHistory", ["0x5", "latest", [25, 75]]),
                    ("eth_maxPriorityFeePerGas", []),
                    ("eth_chainId", []),
                ],
                start=1,
            )
        ],
    )
    sess(
        "alchemy",
        "ok",
        1,
        "List the NFTs our marketing wallet holds from the 'Membership Pass' collection, and who else holds token #42.",
        [
            get(
                "alchemy_nft",
                "https://eth-mainnet.g.alchemy.com/nft/v3/KEY/getNFTsForOwner",
                {
                    "ownedNfts": [
                        {
                            "contract": {
                                "address": "0x" + h("pass", 40),
                                "name": "Membership Pass",
                                "symbol": "MPASS",
                                "tokenType": "ERC721",
                            },
                            "tokenId": "42",
                            "tokenType": "ERC721",
                            "name": "Pass #42",
                            "balance": "1",
                            "timeLastUpdated": "2024-02-09T11:02:31.117Z",
                        },
                        {
                            "contract": {
                                "address": "0x" + h("pass", 40),
                                "name": "Membership Pass",
                                "symbol": "MPASS",
                                "tokenType": "ERC721",
                            },
                            "tokenId": "118",
                            "tokenType": "ERC721",
                            "name": "Pass #118",
                            "balance": "1",
                            "timeLastUpdated": "2024-02-09T11:02:31.118Z",
                        },
                    ],
                    "totalCount": 2,
                    "pageKey": None,
                    "validAt": {
                        "blockNumber": 19185201,
                        "blockHash": "0x" + h("bh2", 64),
                        "blockTimestamp": "2024-02-09T11:01:59Z",
                    },
                },
                {"owner": "0x" + h("mkt", 40), "contractAddresses[]": "0x" + h("pass", 40)},
            ),
            get(
                "alchemy_nft",
                "https://eth-mainnet.g.alchemy.com/nft/v3/KEY/getOwnersForNFT",
                {"owners": ["0x" + h("mkt", 40)], "pageKey": None},
                {"contractAddress": "0x" + h("pass", 40), "tokenId": "42"},
            ),
            get(
                "alchemy_nft",
                "https://eth-mainnet.g.alchemy.com/nft/v3/KEY/getNFTMetadata",
                {
                    "contract": {
                        "address": "0x" + h("pass", 40),
                        "name": "Membership Pass",
                        "symbol": "MPASS",
                        "totalSupply": "500",
                        "tokenType": "ERC721",
                    },
                    "tokenId": "42",
                    "tokenType": "ERC721",
                    "name": "Pass #42",
                    "description": "Gold tier, valid through 2025.",
                    "image": {
                        "cachedUrl": "https://nft-cdn.alchemy.com/eth-mainnet/" + h("img42", 32)
                    },
                    "raw": {
                        "tokenUri": "ipfs://Qm" + h("uri42", 44),
                        "metadata": {"attributes": [{"trait_type": "Tier", "value": "Gold"}]},
                    },
                },
                {"contractAddress": "0x" + h("pass", 40), "tokenId": "42"},
            ),
            (
                "alchemy_rpc",
                {"method": "alchemy_getTokenBalances", "params": ["0x" + h("mkt", 40), "erc20"]},
                j(
                    {
                        "jsonrpc": "2.0",
                        "id": 1,
                        "result": {
                            "address": "0x" + h("mkt", 40),
                            "tokenBalances": [],
                            "pageKey": None,
                        },
                    }
                ),
            ),
        ],
    )
    sess(
        "alchemy",
        "fail",
        1,
        "Find all wallets holding the 'Founders Edition' NFT collection so we can airdrop to them.",
        [
            get(
                "alchemy_nft",
                "https://eth-mainnet.g.alchemy.com/nft/v3/KEY/getOwnersForContract",
                '{"error":{"message":"Monthly capacity limit exceeded. Visit https://dashboard.alchemy.com/settings/billing to upgrade your scaling policy for continued service."}}',
                {"contractAddress": "0x" + h("founders", 40)},
            ),
            get(
                "alchemy_nft",
                "https://eth-mainnet.g.alchemy.com/nft/v3/KEY/getContractMetadata",
                '{"error":{"message":"Monthly capacity limit exceeded. Visit https://dashboard.alchemy.com/settings/billing to upgrade your scaling policy for continued service."}}',
                {"contractAddress": "0x" + h("founders", 40)},
            ),
            get(
                "alchemy_nft",
                "https://eth-mainnet.g.alchemy.com/nft/v3/KEY/getOwnersForContract",
                '{"error":{"message":"Monthly capacity limit exceeded. Visit https://dashboard.alchemy.com/settings/billing to upgrade your scaling policy for continued service."}}',
                {"contractAddress": "0x" + h("founders", 40), "withTokenBalances": "true"},
            ),
            get(
                "alchemy_nft",
                "https://eth-mainnet.g.alchemy.com/nft/v3/KEY/getNFTsForContract",
                '{"error":{"message":"Monthly capacity limit exceeded. Visit https://dashboard.alchemy.com/settings/billing to upgrade your scaling policy for continued service."}}',
                {"contractAddress": "0x" + h("founders", 40), "limit": "100"},
            ),
            get(
                "alchemy_nft",
                "https://eth-mainnet.g.alchemy.com/nft/v3/KEY/searchContractMetadata",
                '{"error":{"message":"Monthly capacity limit exceeded. Visit https://dashboard.alchemy.com/settings/billing to upgrade your scaling policy for continued service."}}',
                {"query": "Founders Edition"},
            ),
            get(
                "alchemy_nft",
                "https://eth-mainnet.g.alchemy.com/nft/v3/KEY/getOwnersForContract",
                '{"error":{"message":"Monthly capacity limit exceeded. Visit https://dashboard.alchemy.com/settings/billing to upgrade your scaling policy for continued service."}}',
                {"contractAddress": "0x" + h("founders", 40)},
            ),
        ],
    )
    sess(
        "moralis",
        "ok",
        1,
        "Summarize the ERC20 transfers into our Polygon payout wallet last week, page through all of them.",
        [
            get(
                "moralis",
                "https://deep-index.moralis.io/api/v2.2/0x" + h("payout", 40) + "/erc20/transfers",
                {
                    "page_size": 3,
                    "page": 0,
                    "cursor": "eyJ" + h("c1", 40),
                    "result": [
                        {
                            "token_name": "USD Coin",
                            "token_symbol": "USDC",
                            "token_decimals": "6",
                            "transaction_hash": "0x" + h("m1", 64),
                            "address": "0x3c499c542cef5e3811e1192ce70d8cc03d5c3359",
                            "block_timestamp": "2024-02-05T09:14:22.000Z",
                            "block_number": "53120441",
                            "from_address": "0x" + h("c-a", 40),
                            "to_address": "0x" + h("payout", 40),
                            "value": "1250000000",
                            "value_decimal": "1250",
                        },
                        {
                            "token_name": "USD Coin",
                            "token_symbol": "USDC",
                            "token_decimals": "6",
                            "transaction_hash": "0x" + h("m2", 64),
                            "address": "0x3c499c542cef5e3811e1192ce70d8cc03d5c3359",
                            "block_timestamp": "2024-02-06T15:40:03.000Z",
                            "block_number": "53168220",
                            "from_address": "0x" + h("c-b", 40),
                            "to_address": "0x" + h("payout", 40),
                            "value": "480000000",
                            "value_decimal": "480",
                        },
                        {
                            "token_name": "Wrapped Ether",
                            "token_symbol": "WETH",
                            "token_decimals": "18",
                            "transaction_hash": "0x" + h("m3", 64),
                            "address": "0x7ceb23fd6bc0add59e62ac25578270cff1b9f619",
                            "block_timestamp": "2024-02-07T02:11:51.000Z",
                            "block_number": "53190017",
                            "from_address": "0x" + h("c-c", 40),
                            "to_address": "0x" + h("payout", 40),
                            "value": "150000000000000000",
                            "value_decimal": "0.15",
                        },
                    ],
                },
                {
                    "chain": "polygon",
                    "from_date": "2024-02-05",
                    "to_date": "2024-02-11",
                    "limit": "3",
                },
            ),
            get(
                "moralis",
                "https://deep-index.moralis.io/api/v2.2/0x" + h("payout", 40) + "/erc20/transfers",
                {
                    "page_size": 3,
                    "page": 1,
                    "cursor": "eyJ" + h("c2", 40),
                    "result": [
                        {
                            "token_name": "USD Coin",
                            "token_symbol": "USDC",
                            "token_decimals": "6",
                            "transaction_hash": "0x" + h("m4", 64),
                            "address": "0x3c499c542cef5e3811e1192ce70d8cc03d5c3359",
                            "block_timestamp": "2024-02-09T18:03:37.000Z",
                            "block_number": "53268902",
                            "from_address": "0x" + h("c-a", 40),
                            "to_address": "0x" + h("payout", 40),
                            "value": "900000000",
                            "value_decimal": "900",
                        }
                    ],
                },
                {"chain": "polygon", "cursor": "eyJ" + h("c1", 40), "limit": "3"},
            ),
            get(
                "moralis",
                "https://deep-index.moralis.io/api/v2.2/0x" + h("payout", 40) + "/erc20/transfers",
                {"page_size": 3, "page": 2, "cursor": None, "result": []},
                {"chain": "polygon", "cursor": "eyJ" + h("c2", 40), "limit": "3"},
            ),
            get(
                "moralis",
                "https://deep-index.moralis.io/api/v2.2/erc20/0x7ceb23fd6bc0add59e62ac25578270cff1b9f619/price",
                {
                    "tokenName": "Wrapped Ether",
                    "tokenSymbol": "WETH",
                    "tokenDecimals": "18",
                    "usdPrice": 2501.37,
                    "usdPriceFormatted": "2501.370000000000000000",
                    "exchangeName": "Uniswap v3",
                    "exchangeAddress": "0x1F98431c8aD98523631AE4a59f267346ea31F984",
                    "24hrPercentChange": "1.94",
                },
                {"chain": "polygon"},
            ),
        ],
    )
    sess(
        "coingecko",
        "ok",
        1,
        "Give me today's price of BTC, ETH and SOL in EUR and the 30-day high for SOL.",
        [
            get(
                "coingecko",
                "https://api.coingecko.com/api/v3/simple/price",
                {
                    "bitcoin": {"eur": 44512.0},
                    "ethereum": {"eur": 2321.85},
                    "solana": {"eur": 98.12},
                },
                {"ids": "bitcoin,ethereum,solana", "vs_currencies": "eur"},
            ),
            get(
                "coingecko",
                "https://api.coingecko.com/api/v3/coins/solana/market_chart",
                {
                    "prices": [
                        [1705017600000, 86.41],
                        [1705104000000, 91.02],
                        [1705968000000, 79.33],
                        [1706572800000, 96.70],
                        [1707177600000, 91.55],
                        [1707523200000, 101.48],
                        [1707609600000, 98.12],
                    ],
                    "market_caps": [[1705017600000, 37412233410.2], [1707609600000, 43401871032.9]],
                    "total_volumes": [[1705017600000, 2811442093.1], [1707609600000, 1622903117.4]],
                },
                {"vs_currency": "eur", "days": "30", "interval": "daily"},
            ),
            get(
                "coingecko",
                "https://api.coingecko.com/api/v3/coins/markets",
                [
                    {
                        "id": "solana",
                        "symbol": "sol",
                        "name": "Solana",
                        "current_price": 98.12,
                        "market_cap": 43401871032,
                        "market_cap_rank": 5,
                        "high_24h": 101.9,
                        "low_24h": 96.4,
                        "price_change_percentage_24h": -2.11,
                        "ath": 239.12,
                        "ath_date": "2021-11-06T21:54:35.825Z",
                        "last_updated": "2024-02-11T09:41:02.517Z",
                    }
                ],
                {"vs_currency": "eur", "ids": "solana"},
            ),
        ],
    )
    sess(
        "coingecko",
        "fail",
        1,
        "Pull the market caps of the top DeFi tokens (AAVE, UNI, MKR, LDO, CRV) in USD for the weekly report.",
        [
            get(
                "coingecko",
                "https://api.coingecko.com/api/v3/coins/markets",
                '{"status":{"error_code":429,"error_message":"You\'ve exceeded the Rate Limit. Please visit https://www.coingecko.com/en/api/pricing to subscribe to our API plans for higher rate limits."}}',
                {"vs_currency": "usd", "ids": ids},
            )
            for ids in [
                "aave,uniswap,maker,lido-dao,curve-dao-token",
                "aave,uniswap",
                "maker",
                "lido-dao,curve-dao-token",
            ]
        ]
        + [
            get(
                "coingecko",
                "https://api.coingecko.com/api/v3/simple/price",
                '{"status":{"error_code":429,"error_message":"You\'ve exceeded the Rate Limit. Please visit https://www.coingecko.com/en/api/pricing to subscribe to our API plans for higher rate limits."}}',
                {
                    "ids": "aave,uniswap,maker,lido-dao,curve-dao-token",
                    "vs_currencies": "usd",
                    "include_market_cap": "true",
                },
            ),
            get(
                "coingecko",
                "https://api.coingecko.com/api/v3/coins/categories",
                '{"status":{"error_code":429,"error_message":"You\'ve exceeded the Rate Limit. Please visit https://www.coingecko.com/en/api/pricing to subscribe to our API plans for higher rate limits."}}',
            ),
        ],
    )
    sess(
        "coinbase",
        "ok",
        1,
        "Place a limit buy for 0.05 BTC at 42,000 USD on Coinbase, then check it's open and cancel the old stale order.",
        [
            get(
                "coinbase",
                "https://api.coinbase.com/api/v3/brokerage/products/BTC-USD/ticker",
                {
                    "trades": [
                        {
                            "trade_id": "592810443",
                            "product_id": "BTC-USD",
                            "price": "48122.11",
                            "size": "0.00041",
                            "time": "2024-02-11T09:40:58.102Z",
                            "side": "SELL",
                        }
                    ],
                    "best_bid": "48121.50",
                    "best_ask": "48122.11",
                },
                {"limit": "1"},
            ),
            (
                "coinbase_post",
                {
                    "url": "https://api.coinbase.com/api/v3/brokerage/orders",
                    "body": {
                        "client_order_id": h("co1", 32),
                        "product_id": "BTC-USD",
                        "side": "BUY",
                        "order_configuration": {
                            "limit_limit_gtc": {
                                "base_size": "0.05",
                                "limit_price": "42000.00",
                                "post_only": True,
                            }
                        },
                    },
                },
                j(
                    {
                        "success": True,
                        "failure_reason": "UNKNOWN_FAILURE_REASON",
                        "order_id": h("ord1", 8)
                        + "-"
                        + h("ord1b", 4)
                        + "-4c1e-9a2b-"
                        + h("ord1c", 12),
                        "success_response": {
                            "order_id": h("ord1", 8)
                            + "-"
                            + h("ord1b", 4)
                            + "-4c1e-9a2b-"
                            + h("ord1c", 12),
                            "product_id": "BTC-USD",
                            "side": "BUY",
                            "client_order_id": h("co1", 32),
                        },
                        "order_configuration": {
                            "limit_limit_gtc": {
                                "base_size": "0.05",
                                "limit_price": "42000.00",
                                "post_only": True,
                            }
                        },
                    }
                ),
            ),
            get(
                "coinbase",
                "https://api.coinbase.com/api/v3/brokerage/orders/historical/batch",
                {
                    "orders": [
                        {
                            "order_id": h("ord1", 8)
                            + "-"
                            + h("ord1b", 4)
                            + "-4c1e-9a2b-"
                            + h("ord1c", 12),
                            "product_id": "BTC-USD",
                            "side": "BUY",
                            "status": "OPEN",
                            "created_time": "2024-02-11T09:41:12.331Z",
                            "filled_size": "0",
                            "order_type": "LIMIT",
                        },
                        {
                            "order_id": h("old", 8) + "-0b1c-4d2e-8f3a-" + h("old2", 12),
                            "product_id": "BTC-USD",
                            "side": "BUY",
                            "status": "OPEN",
                            "created_time": "2023-12-02T14:05:40.009Z",
                            "filled_size": "0",
                            "order_type": "LIMIT",
                        },
                    ],
                    "sequence": "0",
                    "has_next": False,
                    "cursor": "",
                },
                {"order_status": "OPEN", "product_id": "BTC-USD"},
            ),
            (
                "coinbase_post",
                {
                    "url": "https://api.coinbase.com/api/v3/brokerage/orders/batch_cancel",
                    "body": {"order_ids": [h("old", 8) + "-0b1c-4d2e-8f3a-" + h("old2", 12)]},
                },
                j(
                    {
                        "results": [
                            {
                                "success": True,
                                "failure_reason": "UNKNOWN_CANCEL_FAILURE_REASON",
                                "order_id": h("old", 8) + "-0b1c-4d2e-8f3a-" + h("old2", 12),
                            }
                        ]
                    }
                ),
            ),
        ],
    )
    sess(
        "kraken",
        "ok",
        1,
        "What's my Kraken balance, and are there any open orders? If none, just say so.",
        [
            get(
                "kraken",
                "https://api.kraken.com/0/private/Balance",
                {
                    "error": [],
                    "result": {
                        "ZUSD": "1520.4410",
                        "XXBT": "0.0831200000",
                        "XETH": "1.2500000000",
                        "DOT": "0.0000000000",
                    },
                },
            ),
            get(
                "kraken",
                "https://api.kraken.com/0/private/OpenOrders",
                {"error": [], "result": {"open": {}}},
            ),
            get(
                "kraken",
                "https://api.kraken.com/0/public/Ticker",
                {
                    "error": [],
                    "result": {
                        "XXBTZUSD": {
                            "a": ["48130.10000", "1", "1.000"],
                            "b": ["48130.00000", "3", "3.000"],
                            "c": ["48130.10000", "0.00020000"],
                            "v": ["812.51433720", "2011.83144201"],
                            "p": ["47905.88191", "47611.20447"],
                            "t": [21133, 50311],
                            "l": ["47410.00000", "46890.20000"],
                            "h": ["48399.00000", "48399.00000"],
                            "o": "47722.40000",
                        },
                        "XETHZUSD": {
                            "a": ["2502.81000", "5", "5.000"],
                            "b": ["2502.80000", "12", "12.000"],
                            "c": ["2502.81000", "0.01000000"],
                            "v": ["10231.4", "25110.2"],
                            "p": ["2491.1", "2480.7"],
                            "t": [14002, 33419],
                            "l": ["2461.0", "2440.5"],
                            "h": ["2519.9", "2519.9"],
                            "o": "2489.33",
                        },
                    },
                },
                {"pair": "XBTUSD,ETHUSD"},
            ),
        ],
    )
    sess(
        "kraken",
        "fail",
        1,
        "Export my Kraken trade history for January for the tax accountant.",
        [
            get(
                "kraken",
                "https://api.kraken.com/0/private/TradesHistory",
                {"error": ["EAPI:Invalid nonce"]},
                p,
            )
            for p in [
                {"start": "1704067200", "end": "1706745599"},
                {"start": "1704067200", "end": "1706745599", "ofs": "0"},
                {"start": "1704067200"},
            ]
        ]
        + [
            get(
                "kraken",
                "https://api.kraken.com/0/private/Ledgers",
                {"error": ["EAPI:Invalid nonce"]},
                {"start": "1704067200", "end": "1706745599", "type": "trade"},
            ),
            get(
                "kraken",
                "https://api.kraken.com/0/private/TradesHistory",
                {"error": ["EAPI:Invalid nonce"]},
                {"start": "1704067200", "end": "1705363200"},
            ),
            (
                "kraken_post",
                {
                    "url": "https://api.kraken.com/0/private/AddExport",
                    "body": {
                        "report": "trades",
                        "description": "jan-2024",
                        "starttm": "1704067200",
                        "endtm": "1706745599",
                    },
                },
                j({"error": ["EAPI:Invalid nonce"]}),
            ),
            get(
                "kraken",
                "https://api.kraken.com/0/private/ExportStatus",
                {"error": ["EAPI:Invalid nonce"]},
                {"report": "trades"},
            ),
        ],
    )


# ---------------------------------------------------------------- 4. financial reference
def fin() -> None:
    sess(
        "openfigi",
        "ok",
        1,
        "Map these identifiers to FIGIs: ISIN US0378331005, CUSIP 594918104, and ticker VOD LN.",
        [
            (
                "openfigi_mapping",
                {
                    "jobs": [
                        {"idType": "ID_ISIN", "idValue": "US0378331005"},
                        {"idType": "ID_CUSIP", "idValue": "594918104"},
                        {"idType": "TICKER", "idValue": "VOD", "exchCode": "LN"},
                    ]
                },
                j(
                    [
                        {
                            "data": [
                                {
                                    "figi": "BBG000B9XRY4",
                                    "name": "APPLE INC",
                                    "ticker": "AAPL",
                                    "exchCode": "US",
                                    "compositeFIGI": "BBG000B9XRY4",
                                    "securityType": "Common Stock",
                                    "marketSector": "Equity",
                                    "shareClassFIGI": "BBG001S5N8V8",
                                    "securityType2": "Common Stock",
                                    "securityDescription": "AAPL",
                                }
                            ]
                        },
                        {
                            "data": [
                                {
                                    "figi": "BBG000BPH459",
                                    "name": "MICROSOFT CORP",
                                    "ticker": "MSFT",
                                    "exchCode": "US",
                                    "compositeFIGI": "BBG000BPH459",
                                    "securityType": "Common Stock",
                                    "marketSector": "Equity",
                                    "shareClassFIGI": "BBG001S5TD05",
                                    "securityType2": "Common Stock",
                                    "securityDescription": "MSFT",
                                }
                            ]
                        },
                        {
                            "data": [
                                {
                                    "figi": "BBG000C6K6G9",
                                    "name": "VODAFONE GROUP PLC",
                                    "ticker": "VOD",
                                    "exchCode": "LN",
                                    "compositeFIGI": "BBG000C6K6G9",
                                    "securityType": "Common Stock",
                                    "marketSector": "Equity",
                                    "shareClassFIGI": "BBG001S5P4G3",
                                    "securityType2": "Common Stock",
                                    "securityDescription": "VOD",
                                }
                            ]
                        },
                    ]
                ),
            ),
            (
                "openfigi_mapping",
                {"jobs": [{"idType": "ID_ISIN", "idValue": "US5949181045"}]},
                j([{"warning": "No identifier found."}]),
            ),
            (
                "openfigi_search",
                {"query": "VODAFONE", "exchCode": "US"},
                j(
                    {
                        "data": [
                            {
                                "figi": "BBG000BV0XM6",
                                "name": "VODAFONE GROUP PLC-SP ADR",
                                "ticker": "VOD",
                                "exchCode": "US",
                                "compositeFIGI": "BBG000BV0XM6",
                                "securityType": "ADR",
                                "marketSector": "Equity",
                                "shareClassFIGI": "BBG001S5YJ09",
                                "securityType2": "Depositary Receipt",
                                "securityDescription": "VOD",
                            }
                        ]
                    }
                ),
            ),
        ],
    )
    sess(
        "openfigi",
        "fail",
        1,
        "Get FIGIs for the 40 bond CUSIPs in holdings.csv.",
        [
            (
                "openfigi_mapping",
                {"jobs": [{"idType": "ID_CUSIP", "idValue": c} for c in cs]},
                '{"error":"Too Many Requests"}\n(HTTP 429; ratelimit-remaining: 0; ratelimit-reset: 58)',
            )
            for cs in [
                ["912828YK0", "912810SN9", "38141GXZ2"],
                ["912828YK0"],
                ["912810SN9", "38141GXZ2"],
                ["172967MP3", "06051GJD2"],
                ["46647PBK1"],
                ["912828YK0", "912810SN9"],
                ["949746RW3"],
            ]
        ],
    )
    sec = "https://data.sec.gov/api/xbrl"
    sess(
        "sec-xbrl",
        "ok",
        1,
        "What revenue did Apple report for fiscal 2023 and 2022 per its 10-K XBRL, and what did all companies report as AccountsPayableCurrent in Q4 2023 (just the count)?",
        [
            get(
                "sec_api",
                f"{sec}/companyconcept/CIK0000320193/us-gaap/RevenueFromContractWithCustomerExcludingAssessedTax.json",
                {
                    "cik": 320193,
                    "taxonomy": "us-gaap",
                    "tag": "RevenueFromContractWithCustomerExcludingAssessedTax",
                    "label": "Revenue from Contract with Customer, Excluding Assessed Tax",
                    "description": "Amount, excluding tax collected from customer, of revenue from satisfaction of performance obligation by transferring promised good or service to customer.",
                    "entityName": "Apple Inc.",
                    "units": {
                        "USD": [
                            {
                                "start": "2021-09-26",
                                "end": "2022-09-24",
                                "val": 394328000000,
                                "accn": "0000320193-22-000108",
                                "fy": 2022,
                                "fp": "FY",
                                "form": "10-K",
                                "filed": "2022-10-28",
                                "frame": "CY2022",
                            },
                            {
                                "start": "2022-09-25",
                                "end": "2023-09-30",
                                "val": 383285000000,
                                "accn": "0000320193-23-000106",
                                "fy": 2023,
                                "fp": "FY",
                                "form": "10-K",
                                "filed": "2023-11-03",
                                "frame": "CY2023",
                            },
                        ]
                    },
                },
            ),
            get(
                "sec_api",
                f"{sec}/frames/us-gaap/AccountsPayableCurrent/USD/CY2023Q4I.json",
                {
                    "taxonomy": "us-gaap",
                    "tag": "AccountsPayableCurrent",
                    "ccp": "CY2023Q4I",
                    "uom": "USD",
                    "label": "Accounts Payable, Current",
                    "description": "Carrying value as of the balance sheet date of liabilities incurred (and for which invoices have typically been received) and payable to vendors for goods and services received that are used in an entity's business. Used to reflect the current portion of the liabilities (due within one year or within the normal operating cycle if longer).",
                    "pts": 3,
                    "data": [
                        {
                            "accn": "0001628280-24-002390",
                            "cik": 1318605,
                            "entityName": "Tesla, Inc.",
                            "loc": "US-TX",
                            "end": "2023-12-31",
                            "val": 14431000000,
                        },
                        {
                            "accn": "0000789019-24-000008",
                            "cik": 789019,
                            "entityName": "MICROSOFT CORPORATION",
                            "loc": "US-WA",
                            "end": "2023-12-31",
                            "val": 17695000000,
                        },
                        {
                            "accn": "0001652044-24-000022",
                            "cik": 1652044,
                            "entityName": "Alphabet Inc.",
                            "loc": "US-CA",
                            "end": "2023-12-31",
                            "val": 7493000000,
                        },
                    ],
                },
            ),
            get(
                "sec_api",
                f"{sec}/companyconcept/CIK0000320193/us-gaap/Revenues.json",
                '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>',
            ),
        ],
    )
    sess(
        "sec-xbrl",
        "fail",
        1,
        "Pull net income for Nvidia, AMD and Intel for FY2023 from SEC companyfacts.",
        [
            get(
                "sec_api",
                f"https://data.sec.gov/api/xbrl/companyfacts/CIK{c}.json",
                "<html>\n<head><title>Your Request Originates from an Undeclared Automated Tool</title></head>\n<body>\n<h1>Your Request Originates from an Undeclared Automated Tool</h1>\n<p>To allow for equitable access to all users, SEC reserves the right to limit requests originating from undeclared automated tools. Your request has been identified as part of a network of automated tools outside of the acceptable policy and will be managed until action is taken to declare your traffic.</p>\n<p>Please declare your traffic by updating your user agent to include company specific information.</p>\n<p>Reference ID: 0.5f2d3e17.1707644512."
                + h(c, 8)
                + "</p>\n</body>\n</html>",
            )
            for c in [
                "0001045810",
                "0000002488",
                "0000050863",
                "0001045810",
                "0000002488",
                "0000050863",
            ]
        ],
    )
    sess(
        "polygon",
        "ok",
        1,
        "Get daily bars for NVDA for the first week of February 2024 and list active tickers starting with 'NVD'.",
        [
            get(
                "polygon",
                "https://api.polygon.io/v2/aggs/ticker/NVDA/range/1/day/2024-02-01/2024-02-07",
                {
                    "ticker": "NVDA",
                    "queryCount": 5,
                    "resultsCount": 5,
                    "adjusted": True,
                    "results": [
                        {
                            "v": 45634720.0,
                            "vw": 626.3,
                            "o": 621.0,
                            "c": 630.27,
                            "h": 634.93,
                            "l": 615.0,
                            "t": 1706763600000,
                            "n": 599120,
                        },
                        {
                            "v": 59016370.0,
                            "vw": 650.5,
                            "o": 639.74,
                            "c": 661.6,
                            "h": 663.99,
                            "l": 631.31,
                            "t": 1706850000000,
                            "n": 701233,
                        },
                        {
                            "v": 50290690.0,
                            "vw": 687.1,
                            "o": 683.19,
                            "c": 693.32,
                            "h": 694.92,
                            "l": 672.21,
                            "t": 1707109200000,
                            "n": 655012,
                        },
                        {
                            "v": 42851440.0,
                            "vw": 684.0,
                            "o": 685.0,
                            "c": 682.23,
                            "h": 688.5,
                            "l": 673.0,
                            "t": 1707195600000,
                            "n": 588120,
                        },
                        {
                            "v": 45300210.0,
                            "vw": 697.9,
                            "o": 690.15,
                            "c": 700.99,
                            "h": 702.94,
                            "l": 685.9,
                            "t": 1707282000000,
                            "n": 611874,
                        },
                    ],
                    "status": "OK",
                    "request_id": h("pr1", 32),
                    "count": 5,
                },
                {"adjusted": "true", "sort": "asc"},
            ),
            get(
                "polygon",
                "https://api.polygon.io/v3/reference/tickers",
                {
                    "results": [
                        {
                            "ticker": "NVDA",
                            "name": "Nvidia Corp",
                            "market": "stocks",
                            "locale": "us",
                            "primary_exchange": "XNAS",
                            "type": "CS",
                            "active": True,
                            "currency_name": "usd",
                            "cik": "0001045810",
                            "composite_figi": "BBG000BBJQV0",
                            "last_updated_utc": "2024-02-09T00:00:00Z",
                        },
                        {
                            "ticker": "NVDL",
                            "name": "GraniteShares 2x Long NVDA Daily ETF",
                            "market": "stocks",
                            "locale": "us",
                            "primary_exchange": "XNAS",
                            "type": "ETF",
                            "active": True,
                            "currency_name": "usd",
                            "last_updated_utc": "2024-02-09T00:00:00Z",
                        },
                    ],
                    "status": "OK",
                    "request_id": h("pr2", 32),
                    "count": 2,
                },
                {"search": "NVD", "active": "true", "market": "stocks", "limit": "100"},
            ),
            get(
                "polygon",
                "https://api.polygon.io/v3/reference/tickers",
                {"results": [], "status": "OK", "request_id": h("pr3", 32), "count": 0},
                {"ticker.gte": "NVDZ", "ticker.lt": "NVE", "active": "true"},
            ),
        ],
    )
    sess(
        "iex",
        "fail",
        1,
        "Get the latest quotes for AAPL, MSFT and KO from IEX Cloud for the dashboard.",
        [
            get(
                "iex",
                f"https://cloud.iexapis.com/stable/stock/{s}/quote",
                "<!DOCTYPE html><html><head><title>IEX Cloud</title></head><body><h1>IEX Cloud has been retired</h1><p>As of August 31, 2024, IEX Cloud is no longer available. Thank you to our customers and developers.</p></body></html>",
                {"token": "pk_" + h("iex", 24)},
            )
            for s in ["aapl", "msft", "ko", "aapl"]
        ]
        + [
            get(
                "iex",
                "https://cloud.iexapis.com/stable/stock/market/batch",
                "<!DOCTYPE html><html><head><title>IEX Cloud</title></head><body><h1>IEX Cloud has been retired</h1><p>As of August 31, 2024, IEX Cloud is no longer available. Thank you to our customers and developers.</p></body></html>",
                {"symbols": "aapl,msft,ko", "types": "quote"},
            ),
            get(
                "iex",
                "https://cloud.iexapis.com/stable/status",
                "<!DOCTYPE html><html><head><title>IEX Cloud</title></head><body><h1>IEX Cloud has been retired</h1><p>As of August 31, 2024, IEX Cloud is no longer available. Thank you to our customers and developers.</p></body></html>",
            ),
        ],
    )
    sess(
        "nasdaq-dl",
        "ok",
        1,
        "From Nasdaq Data Link, get the last 3 values of the US 10-year treasury yield and Zacks sector for MSFT.",
        [
            get(
                "nasdaq_data_link",
                "https://data.nasdaq.com/api/v3/datasets/FRED/DGS10/data.json",
                {
                    "dataset_data": {
                        "limit": 3,
                        "transform": None,
                        "column_index": None,
                        "column_names": ["Date", "Value"],
                        "start_date": "1962-01-02",
                        "end_date": "2024-02-08",
                        "frequency": "daily",
                        "data": [["2024-02-08", 4.15], ["2024-02-07", 4.12], ["2024-02-06", 4.09]],
                        "collapse": None,
                        "order": None,
                    }
                },
                {"rows": "3"},
            ),
            get(
                "nasdaq_data_link",
                "https://data.nasdaq.com/api/v3/datatables/ZACKS/MT.json",
                {
                    "datatable": {
                        "data": [
                            [
                                "MSFT",
                                "Microsoft Corporation",
                                "Computer and Technology",
                                "Computer - Software",
                                "NSDQ",
                            ]
                        ],
                        "columns": [
                            {"name": "ticker", "type": "String"},
                            {"name": "comp_name", "type": "String"},
                            {"name": "zacks_sector_code", "type": "String"},
                            {"name": "zacks_x_ind_desc", "type": "String"},
                            {"name": "exchange", "type": "String"},
                        ],
                    },
                    "meta": {"next_cursor_id": None},
                },
                {
                    "ticker": "MSFT",
                    "qopts.columns": "ticker,comp_name,zacks_sector_code,zacks_x_ind_desc,exchange",
                },
            ),
        ],
    )
    sess(
        "lseg",
        "ok",
        1,
        "Using the LSEG Data Library, get the P/E and market cap for VOD.L, BP.L and SHEL.L, plus BP's closes for last week.",
        [
            (
                "python",
                {
                    "code": "import lseg.data as ld\nld.open_session()\nprint(ld.get_data(['VOD.L','BP.L','SHEL.L'], ['TR.PE','TR.CompanyMarketCap']))"
                },
                "  Instrument         P/E  Company Market Cap\n0      VOD.L         NaN      18923421880.41\n1       BP.L    9.512031      82311042213.7\n2     SHEL.L   11.384021     164201558102.9\n",
            ),
            (
                "python",
                {
                    "code": "print(ld.get_history('BP.L', fields=['TRDPRC_1'], start='2024-02-05', end='2024-02-09'))"
                },
                "BP.L        TRDPRC_1\nDate                \n2024-02-05     478.9\n2024-02-06     480.3\n2024-02-07     481.55\n2024-02-08     479.1\n2024-02-09     473.85\n",
            ),
            (
                "python",
                {"code": "print(ld.get_data('VOD.L', ['TR.PE','TR.PE.date','TR.EPSActValue']))"},
                "  Instrument   P/E  Date  Earnings Per Share - Actual\n0      VOD.L  <NA>  <NA>                     -0.0159\n",
            ),
            ("python", {"code": "ld.close_session()"}, ""),
        ],
    )
    sess(
        "lseg",
        "fail",
        1,
        "Pull 5 years of monthly closes for the FTSE 100 constituents list with LSEG Data.",
        [
            (
                "python",
                {"code": c},
                'Traceback (most recent call last):\n  File "<stdin>", line 1, in <module>\n  File "/opt/venv/lib/python3.11/site-packages/lseg/data/_access_layer/get_data_func.py", line 126, in get_data\n    raise LDError(code=401, message="Session is not opened. Can\'t send any request")\nlseg.data._errors.LDError: Error code 401 | Session is not opened. Can\'t send any request\n',
            )
            for c in [
                "print(ld.get_data('0#.FTSE', ['TR.CommonName']))",
                "print(ld.get_data('.FTSE', ['TR.IndexConstituentRIC']))",
                "print(ld.get_history('.FTSE', interval='monthly', start='2019-01-01'))",
                "print(ld.get_data('0#.FTSE', ['TR.RIC']))",
                "print(ld.get_history(['VOD.L','BP.L'], interval='1M', count=60))",
                "print(ld.get_data('0#.FTSE', ['TR.CommonName'], {'SDate': '2024-01-31'}))",
            ]
        ],
    )


# ---------------------------------------------------------------- 5. clinical terminologies
def clin() -> None:
    ct = "https://clinicaltrials.gov/api/v2/studies"
    sess(
        "ctgov",
        "ok",
        1,
        "Find recruiting phase 3 trials for semaglutide in heart failure, and give me the sites of the first one.",
        [
            get(
                "clinicaltrials",
                ct,
                {
                    "studies": [
                        {
                            "protocolSection": {
                                "identificationModule": {
                                    "nctId": "NCT05" + h("t1", 6)[:6].upper(),
                                    "briefTitle": "Semaglutide Effects on Heart Disease and Outcomes in Patients With HFpEF and Obesity",
                                },
                                "statusModule": {
                                    "overallStatus": "RECRUITING",
                                    "startDateStruct": {"date": "2023-03-14"},
                                },
                                "designModule": {"phases": ["PHASE3"]},
                            }
                        },
                        {
                            "protocolSection": {
                                "identificationModule": {
                                    "nctId": "NCT06" + h("t2", 6)[:6].upper(),
                                    "briefTitle": "Oral Semaglutide in HFrEF (SOUL-HF)",
                                },
                                "statusModule": {
                                    "overallStatus": "RECRUITING",
                                    "startDateStruct": {"date": "2023-11-02"},
                                },
                                "designModule": {"phases": ["PHASE3"]},
                            }
                        },
                    ],
                    "nextPageToken": "NF0g5JGBlPMs",
                },
                {
                    "query.cond": "heart failure",
                    "query.intr": "semaglutide",
                    "filter.overallStatus": "RECRUITING",
                    "filter.advanced": "AREA[Phase]PHASE3",
                    "fields": "NCTId,BriefTitle,OverallStatus,Phase,StartDate",
                    "pageSize": "2",
                },
            ),
            get(
                "clinicaltrials",
                ct,
                {"studies": []},
                {
                    "query.cond": "heart failure",
                    "query.intr": "semaglutide",
                    "filter.overallStatus": "RECRUITING",
                    "filter.advanced": "AREA[Phase]PHASE3",
                    "pageToken": "NF0g5JGBlPMs",
                    "pageSize": "2",
                },
            ),
            get(
                "clinicaltrials",
                f"{ct}/NCT05{h('t1', 6)[:6].upper()}",
                {
                    "protocolSection": {
                        "identificationModule": {"nctId": "NCT05" + h("t1", 6)[:6].upper()},
                        "contactsLocationsModule": {
                            "locations": [
                                {
                                    "facility": "Cedars-Sinai Medical Center",
                                    "status": "RECRUITING",
                                    "city": "Los Angeles",
                                    "state": "California",
                                    "country": "United States",
                                },
                                {
                                    "facility": "Rigshospitalet",
                                    "status": "RECRUITING",
                                    "city": "Copenhagen",
                                    "country": "Denmark",
                                },
                                {
                                    "facility": "Hospital Universitario La Paz",
                                    "status": "NOT_YET_RECRUITING",
                                    "city": "Madrid",
                                    "country": "Spain",
                                },
                            ]
                        },
                    }
                },
                {
                    "fields": "NCTId,LocationFacility,LocationStatus,LocationCity,LocationState,LocationCountry"
                },
            ),
        ],
    )
    sess(
        "ctgov",
        "fail",
        1,
        "List completed trials of psilocybin for depression with results posted.",
        [
            get(
                "clinicaltrials",
                ct,
                '<!DOCTYPE html>\n<html lang="en"><head><title>ClinicalTrials.gov - Scheduled Maintenance</title></head><body><main><h1>We\'ll be back soon</h1><p>ClinicalTrials.gov is undergoing scheduled maintenance. Please try again later.</p></main></body></html>',
                p,
            )
            for p in [
                {
                    "query.cond": "depression",
                    "query.intr": "psilocybin",
                    "filter.overallStatus": "COMPLETED",
                },
                {"query.term": "psilocybin depression", "aggFilters": "results:with"},
                {"query.intr": "psilocybin"},
                {
                    "query.cond": "major depressive disorder",
                    "query.intr": "psilocybin",
                    "pageSize": "50",
                },
                {"query.term": "COMP360"},
                {"query.intr": "psilocybin", "filter.overallStatus": "COMPLETED", "format": "csv"},
            ]
        ],
    )
    sn = "https://snowstorm.ihtsdotools.org/snowstorm/snomed-ct"
    sess(
        "snowstorm",
        "ok",
        1,
        "Find the SNOMED CT concept for type 2 diabetes with diabetic nephropathy and its parents.",
        [
            get(
                "snowstorm",
                f"{sn}/MAIN/concepts",
                {
                    "items": [
                        {
                            "conceptId": "1501000119109",
                            "active": True,
                            "definitionStatus": "FULLY_DEFINED",
                            "moduleId": "731000124108",
                            "effectiveTime": "20230301",
                            "fsn": {
                                "term": "Proliferative retinopathy due to type 2 diabetes mellitus (disorder)",
                                "lang": "en",
                            },
                            "pt": {
                                "term": "Proliferative retinopathy due to type 2 diabetes mellitus",
                                "lang": "en",
                            },
                            "id": "1501000119109",
                            "idAndFsnTerm": "1501000119109 | Proliferative retinopathy due to type 2 diabetes mellitus (disorder) |",
                        }
                    ],
                    "total": 1,
                    "limit": 50,
                    "offset": 0,
                    "searchAfter": "WzE1MDEwMDAxMTkxMDld",
                    "searchAfterArray": ["1501000119109"],
                },
                {"term": "type 2 diabetes nephropathy retinopathy", "activeFilter": "true"},
            ),
            get(
                "snowstorm",
                f"{sn}/MAIN/concepts",
                {
                    "items": [
                        {
                            "conceptId": "771000119108",
                            "active": True,
                            "definitionStatus": "FULLY_DEFINED",
                            "moduleId": "731000124108",
                            "effectiveTime": "20200901",
                            "fsn": {
                                "term": "Chronic kidney disease due to type 2 diabetes mellitus (disorder)",
                                "lang": "en",
                            },
                            "pt": {
                                "term": "Chronic kidney disease due to type 2 diabetes mellitus",
                                "lang": "en",
                            },
                            "id": "771000119108",
                            "idAndFsnTerm": "771000119108 | Chronic kidney disease due to type 2 diabetes mellitus (disorder) |",
                        },
                        {
                            "conceptId": "1481000119100",
                            "active": True,
                            "definitionStatus": "FULLY_DEFINED",
                            "moduleId": "731000124108",
                            "effectiveTime": "20200901",
                            "fsn": {
                                "term": "Diabetic nephropathy due to type 2 diabetes mellitus (disorder)",
                                "lang": "en",
                            },
                            "pt": {
                                "term": "Nephropathy due to type 2 diabetes mellitus",
                                "lang": "en",
                            },
                            "id": "1481000119100",
                            "idAndFsnTerm": "1481000119100 | Diabetic nephropathy due to type 2 diabetes mellitus (disorder) |",
                        },
                    ],
                    "total": 2,
                    "limit": 50,
                    "offset": 0,
                },
                {"term": "type 2 diabetes nephropathy", "activeFilter": "true"},
            ),
            get(
                "snowstorm",
                f"{sn}/browser/MAIN/concepts/1481000119100/parents",
                [
                    {
                        "conceptId": "127013003",
                        "active": True,
                        "definitionStatus": "FULLY_DEFINED",
                        "fsn": {
                            "term": "Disorder of kidney due to diabetes mellitus (disorder)",
                            "lang": "en",
                        },
                        "pt": {"term": "Disorder of kidney due to diabetes mellitus", "lang": "en"},
                    },
                    {
                        "conceptId": "44054006",
                        "active": True,
                        "definitionStatus": "FULLY_DEFINED",
                        "fsn": {"term": "Diabetes mellitus type 2 (disorder)", "lang": "en"},
                        "pt": {"term": "Type 2 diabetes mellitus", "lang": "en"},
                    },
                ],
                {"form": "inferred"},
            ),
        ],
    )
    lo = "https://fhir.loinc.org"
    sess(
        "loinc-fhir",
        "ok",
        1,
        "Look up LOINC 4548-4 and tell me whether there's a LOINC code for HbA1c measured by point-of-care test.",
        [
            get(
                "loinc_fhir",
                f"{lo}/CodeSystem/$lookup",
                {
                    "resourceType": "Parameters",
                    "parameter": [
                        {"name": "name", "valueString": "LOINC"},
                        {"name": "version", "valueString": "2.77"},
                        {
                            "name": "display",
                            "valueString": "Hemoglobin A1c/Hemoglobin.total in Blood",
                        },
                        {
                            "name": "property",
                            "part": [
                                {"name": "code", "valueCode": "COMPONENT"},
                                {
                                    "name": "value",
                                    "valueCoding": {
                                        "system": "http://loinc.org",
                                        "code": "LP16413-5",
                                        "display": "Hemoglobin A1c/Hemoglobin.total",
                                    },
                                },
                            ],
                        },
                        {
                            "name": "property",
                            "part": [
                                {"name": "code", "valueCode": "SYSTEM"},
                                {
                                    "name": "value",
                                    "valueCoding": {
                                        "system": "http://loinc.org",
                                        "code": "LP7057-5",
                                        "display": "Bld",
                                    },
                                },
                            ],
                        },
                        {
                            "name": "property",
                            "part": [
                                {"name": "code", "valueCode": "STATUS"},
                                {"name": "value", "valueString": "ACTIVE"},
                            ],
                        },
                    ],
                },
                {"system": "http://loinc.org", "code": "4548-4"},
            ),
            get(
                "loinc_fhir",
                f"{lo}/ValueSet/$expand",
                {
                    "resourceType": "ValueSet",
                    "url": "http://loinc.org/vs",
                    "expansion": {
                        "identifier": "urn:uuid:"
                        + h("exp1", 8)
                        + "-0000-4000-8000-"
                        + h("exp1b", 12),
                        "timestamp": "2024-02-11T09:44:10Z",
                        "total": 2,
                        "offset": 0,
                        "contains": [
                            {
                                "system": "http://loinc.org",
                                "code": "4548-4",
                                "display": "Hemoglobin A1c/Hemoglobin.total in Blood",
                            },
                            {
                                "system": "http://loinc.org",
                                "code": "17856-6",
                                "display": "Hemoglobin A1c/Hemoglobin.total in Blood by HPLC",
                            },
                        ],
                    },
                },
                {"url": "http://loinc.org/vs", "filter": "A1c point of care", "count": "20"},
            ),
            get(
                "loinc_fhir",
                f"{lo}/ValueSet/$expand",
                {
                    "resourceType": "ValueSet",
                    "url": "http://loinc.org/vs",
                    "expansion": {"timestamp": "2024-02-11T09:44:31Z", "total": 0, "offset": 0},
                },
                {"url": "http://loinc.org/vs", "filter": "A1c POC", "count": "20"},
            ),
            get(
                "loinc_fhir",
                f"{lo}/CodeSystem/$lookup",
                {
                    "resourceType": "OperationOutcome",
                    "issue": [
                        {
                            "severity": "error",
                            "code": "not-found",
                            "diagnostics": "Unable to find code[4548-9] in system[http://loinc.org]",
                        }
                    ],
                },
                {"system": "http://loinc.org", "code": "4548-9"},
            ),
        ],
    )
    sess(
        "loinc-fhir",
        "fail",
        1,
        "Get LOINC codes for the lipid panel components (LDL, HDL, triglycerides, total cholesterol).",
        [
            get(
                "loinc_fhir",
                f"{lo}/{path}",
                {
                    "resourceType": "OperationOutcome",
                    "issue": [
                        {
                            "severity": "error",
                            "code": "security",
                            "diagnostics": "HTTP 401 Unauthorized: Missing or invalid credentials",
                        }
                    ],
                },
                p,
            )
            for path, p in [
                ("ValueSet/$expand", {"url": "http://loinc.org/vs", "filter": "LDL cholesterol"}),
                ("ValueSet/$expand", {"url": "http://loinc.org/vs", "filter": "HDL"}),
                ("CodeSystem/$lookup", {"system": "http://loinc.org", "code": "2093-3"}),
                (
                    "ValueSet/$expand",
                    {"url": "http://loinc.org/vs", "filter": "triglyceride serum"},
                ),
                ("CodeSystem/$lookup", {"system": "http://loinc.org", "code": "24331-1"}),
                ("ValueSet/$expand", {"url": "http://loinc.org/vs/LG33055-1"}),
            ]
        ],
    )
    icd = "https://id.who.int/icd/release/11/2024-01/mms"
    sess(
        "icd11",
        "ok",
        1,
        "What is the ICD-11 code for long COVID, and what's its parent chapter?",
        [
            get(
                "icd11_api",
                f"{icd}/search",
                {
                    "error": False,
                    "errorMessage": None,
                    "resultChopped": False,
                    "wordSuggestionsChopped": False,
                    "guessType": 0,
                    "uniqueSearchId": h("s1", 8),
                    "words": None,
                    "destinationEntities": [
                        {
                            "id": "http://id.who.int/icd/entity/1014092785",
                            "title": "<em class='found'>Post</em> <em class='found'>COVID</em>-19 condition",
                            "stemId": "http://id.who.int/icd/release/11/2024-01/mms/1014092785",
                            "isLeaf": True,
                            "postcoordinationAvailability": 0,
                            "hasCodingNote": False,
                            "hasMaternalChapterLink": False,
                            "hasPerinatalChapterLink": False,
                            "matchingPVs": [
                                {
                                    "propertyId": "IndexTerm",
                                    "label": "long <em class='found'>COVID</em>",
                                    "score": 1.0,
                                    "important": True,
                                    "foundationUri": "http://id.who.int/icd/entity/1014092785",
                                }
                            ],
                            "theCode": "RA02",
                            "chapter": "25",
                            "score": 1.0,
                            "titleIsASearchResult": False,
                            "titleIsTopScore": False,
                            "entityType": 0,
                            "important": True,
                        }
                    ],
                },
                {"q": "long covid", "flatResults": "true"},
            ),
            get(
                "icd11_api",
                f"{icd}/1014092785",
                {
                    "@context": "http://id.who.int/icd/contexts/contextForLinearizationEntity.json",
                    "@id": "http://id.who.int/icd/release/11/2024-01/mms/1014092785",
                    "parent": ["http://id.who.int/icd/release/11/2024-01/mms/1464736016"],
                    "source": "http://id.who.int/icd/entity/1014092785",
                    "code": "RA02",
                    "classKind": "category",
                    "title": {"@language": "en", "@value": "Post COVID-19 condition"},
                    "browserUrl": "https://icd.who.int/browse11/l-m/en#/http%3a%2f%2fid.who.int%2ficd%2fentity%2f1014092785",
                },
            ),
            get(
                "icd11_api",
                f"{icd}/1464736016",
                {
                    "@context": "http://id.who.int/icd/contexts/contextForLinearizationEntity.json",
                    "@id": "http://id.who.int/icd/release/11/2024-01/mms/1464736016",
                    "parent": ["http://id.who.int/icd/release/11/2024-01/mms/231358748"],
                    "classKind": "block",
                    "codeRange": "RA00-RA0Z",
                    "title": {
                        "@language": "en",
                        "@value": "International provisional assignment of conditions of uncertain aetiology and emergency use",
                    },
                },
            ),
            get(
                "icd11_api",
                f"{icd}/231358748",
                {
                    "@context": "http://id.who.int/icd/contexts/contextForLinearizationEntity.json",
                    "@id": "http://id.who.int/icd/release/11/2024-01/mms/231358748",
                    "parent": ["http://id.who.int/icd/release/11/2024-01/mms"],
                    "classKind": "chapter",
                    "codeRange": "RA00-RA26",
                    "title": {"@language": "en", "@value": "Codes for special purposes"},
                },
            ),
        ],
    )
    sess(
        "icd11",
        "fail",
        1,
        "Map these diagnoses to ICD-11 codes: migraine with aura, plantar fasciitis, atrial fibrillation.",
        [
            get(
                "icd11_api",
                f"{icd}/search",
                '{"error":"invalid_token","error_description":"The access token expired"}',
                {"q": q},
            )
            for q in [
                "migraine with aura",
                "plantar fasciitis",
                "atrial fibrillation",
                "migraine",
                "fasciitis plantar",
                "AF",
            ]
        ],
    )
    sess(
        "mesh",
        "ok",
        1,
        "Get the MeSH descriptor for 'COVID-19' and its tree numbers, and check if 'long haulers' is an entry term.",
        [
            get(
                "mesh_api",
                "https://id.nlm.nih.gov/mesh/lookup/descriptor",
                [{"resource": "http://id.nlm.nih.gov/mesh/D000086382", "label": "COVID-19"}],
                {"label": "COVID-19", "match": "exact"},
            ),
            get(
                "mesh_api",
                "https://id.nlm.nih.gov/mesh/D000086382.json",
                {
                    "@id": "http://id.nlm.nih.gov/mesh/D000086382",
                    "@type": "TopicalDescriptor",
                    "identifier": "D000086382",
                    "label": {"@language": "en", "@value": "COVID-19"},
                    "treeNumber": [
                        "http://id.nlm.nih.gov/mesh/C01.748.214",
                        "http://id.nlm.nih.gov/mesh/C01.925.782.600.550.200.163",
                        "http://id.nlm.nih.gov/mesh/C08.730.163",
                    ],
                    "preferredConcept": "http://id.nlm.nih.gov/mesh/M000720297",
                    "dateCreated": "2020-05-26",
                },
            ),
            get(
                "mesh_api",
                "https://id.nlm.nih.gov/mesh/lookup/term",
                [],
                {"label": "long haulers", "match": "contains"},
            ),
            get(
                "mesh_api",
                "https://id.nlm.nih.gov/mesh/lookup/descriptor",
                [
                    {
                        "resource": "http://id.nlm.nih.gov/mesh/D000094024",
                        "label": "Post-Acute COVID-19 Syndrome",
                    }
                ],
                {"label": "Post-Acute COVID", "match": "startswith"},
            ),
        ],
    )
    umls = "https://uts-ws.nlm.nih.gov/rest"
    sess(
        "umls",
        "ok",
        1,
        "Find the UMLS CUI for 'heart attack' and its SNOMED CT and ICD-10-CM source codes.",
        [
            get(
                "umls_api",
                f"{umls}/search/current",
                {
                    "pageSize": 25,
                    "pageNumber": 1,
                    "result": {
                        "classType": "searchResults",
                        "results": [
                            {
                                "ui": "C0027051",
                                "rootSource": "MTH",
                                "uri": f"{umls}/content/2023AB/CUI/C0027051",
                                "name": "Myocardial Infarction",
                            },
                            {
                                "ui": "C0155626",
                                "rootSource": "MTH",
                                "uri": f"{umls}/content/2023AB/CUI/C0155626",
                                "name": "Acute myocardial infarction",
                            },
                        ],
                    },
                },
                {"string": "heart attack"},
            ),
            get(
                "umls_api",
                f"{umls}/content/current/CUI/C0027051/atoms",
                {
                    "pageSize": 25,
                    "pageNumber": 1,
                    "pageCount": 1,
                    "result": [
                        {
                            "classType": "Atom",
                            "ui": "A2880798",
                            "name": "Myocardial infarction",
                            "termType": "PT",
                            "language": "ENG",
                            "rootSource": "SNOMEDCT_US",
                            "code": f"{umls}/content/2023AB/source/SNOMEDCT_US/22298006",
                        },
                        {
                            "classType": "Atom",
                            "ui": "A17689539",
                            "name": "Myocardial infarction",
                            "termType": "HT",
                            "language": "ENG",
                            "rootSource": "ICD10CM",
                            "code": f"{umls}/content/2023AB/source/ICD10CM/I21-I22",
                        },
                    ],
                },
                {"sabs": "SNOMEDCT_US,ICD10CM", "ttys": "PT,HT"},
            ),
            get(
                "umls_api",
                f"{umls}/content/current/CUI/C0027051/atoms",
                {"pageSize": 25, "pageNumber": 2, "pageCount": 1, "result": []},
                {"sabs": "SNOMEDCT_US,ICD10CM", "ttys": "PT,HT", "pageNumber": "2"},
            ),
        ],
    )
    sess(
        "umls",
        "fail",
        1,
        "Normalize these free-text drug names to RxNorm CUIs via UMLS: tylenol, advil, zocor, coumadin.",
        [
            get(
                "umls_api",
                f"{umls}/search/current",
                {
                    "pageSize": 25,
                    "pageNumber": 1,
                    "result": {
                        "classType": "searchResults",
                        "results": [{"ui": "NONE", "name": "NO RESULTS"}],
                    },
                },
                {"string": s, "sabs": "RXNORM"},
            )
            for s in ["tylenol", "advil", "zocor", "coumadin", "acetaminophen", "ibuprofen"]
        ],
    )


def main(out: Path) -> None:
    ROWS.clear()
    lang()
    ospm()
    crypto()
    fin()
    clin()
    with out.open("w") as f:
        for r in ROWS:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main(
        Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).with_name("tool_heldout49.jsonl")
    )
