"""Compares two lists of times, one per line (argv[1]: scripts/calibrate.py's
through kernel-mirror.py, argv[2]: tc-kernel-time's, printed to 6 digits):
each pair must agree to 1 part in 50,000, the two formulas being the same
up to the order of their floating-point operations. Prints each line that
does not and exits 1; prints the number of lines otherwise."""
import sys

left = [float(v) for v in open(sys.argv[1])]
right = [float(v) for v in open(sys.argv[2])]
bad = [(i + 1, a, b) for i, (a, b) in enumerate(zip(left, right)) if abs(a - b) > 2e-5 * max(abs(a), abs(b))]
for line, a, b in bad:
    print("line %d: calibrate.py %.8g, tc-kernel-time %.8g" % (line, a, b))
if len(left) != len(right):
    print("%d times against %d" % (len(left), len(right)))
if bad or len(left) != len(right):
    sys.exit(1)
print(len(left))
