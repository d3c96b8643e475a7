import sys

from bench.engine import main

sys.exit(main())
