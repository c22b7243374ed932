package evalbench.studies.tables;

import java.math.BigInteger;

/** An exact fraction, always in lowest terms with a positive denominator; for the least-squares solve. */
record Rational(BigInteger num, BigInteger den) {
    static final Rational ZERO = new Rational(BigInteger.ZERO, BigInteger.ONE);

    Rational {
        if (den.signum() == 0) {
            throw new ArithmeticException("zero denominator");
        }
        if (den.signum() < 0) {
            num = num.negate();
            den = den.negate();
        }
        BigInteger g = num.gcd(den);
        if (!g.equals(BigInteger.ONE) && g.signum() != 0) {
            num = num.divide(g);
            den = den.divide(g);
        }
    }

    static Rational of(long v) {
        return new Rational(BigInteger.valueOf(v), BigInteger.ONE);
    }

    Rational plus(Rational o) {
        return new Rational(num.multiply(o.den).add(o.num.multiply(den)), den.multiply(o.den));
    }

    Rational minus(Rational o) {
        return plus(o.negate());
    }

    Rational times(Rational o) {
        return new Rational(num.multiply(o.num), den.multiply(o.den));
    }

    Rational dividedBy(Rational o) {
        return new Rational(num.multiply(o.den), den.multiply(o.num));
    }

    Rational negate() {
        return new Rational(num.negate(), den);
    }

    boolean isZero() {
        return num.signum() == 0;
    }

    boolean isInteger() {
        return den.equals(BigInteger.ONE);
    }

    /** Nearest integer, halves away from zero. */
    long round() {
        BigInteger twice = num.shiftLeft(1).add(num.signum() >= 0 ? den : den.negate());
        return twice.divide(den.shiftLeft(1)).longValueExact();
    }

    double toDouble() {
        return num.doubleValue() / den.doubleValue();
    }

    @Override
    public String toString() {
        return isInteger() ? num.toString() : num + "/" + den;
    }
}
