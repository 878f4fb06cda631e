// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Math} from "@openzeppelin/contracts/utils/math/Math.sol";

/// @title The IFO's pro-rata, allocation and overflow-tax formulas (sdk/src/ifo states the same).
/// @notice Oversubscribed (total > raising): each depositor buys `raising * amount / total` of the
/// raise and gets the rest of the deposit back; offering = offeringAmount * amount / total.
/// Otherwise offering = offeringAmount * amount / raising and nothing is refunded. Products go
/// through mulDiv (floor), so the rounding always favours the contract's solvency: the sum of the
/// users' offering tokens never exceeds the pool's offering amount.
library IfoMath {
    /// @notice Scale of allocations and tax rates: 1e12 = 100%.
    uint256 internal constant PRECISION = 1e12;

    /// @return offering Offering tokens owed for `amount` of LP in the pool.
    /// @return refund LP returned, after the overflow tax.
    /// @return tax LP kept from the refund as the overflow tax (0 without `hasTax`).
    function userAmounts(uint256 amount, uint256 total, uint256 raising, uint256 offeringAmount, bool hasTax)
        internal
        pure
        returns (uint256 offering, uint256 refund, uint256 tax)
    {
        if (amount == 0 || total == 0) return (0, 0, 0);
        if (total > raising) {
            offering = Math.mulDiv(offeringAmount, amount, total);
            refund = amount - Math.mulDiv(raising, amount, total);
            if (hasTax) {
                tax = Math.mulDiv(refund, taxRate(total, raising), PRECISION);
                refund -= tax;
            }
        } else {
            offering = Math.mulDiv(offeringAmount, amount, raising);
        }
    }

    /// @notice Share of the pool's deposits, 1e12 = 100%.
    function allocation(uint256 amount, uint256 total) internal pure returns (uint256) {
        return total == 0 ? 0 : Math.mulDiv(amount, PRECISION, total);
    }

    /// @notice Overflow tax rate (1e12 = 100%) for an unlimited pool: 1% while the pool holds less
    /// than 50 times its raise, falling step by step to 0.05% from 1500 times.
    function taxRate(uint256 total, uint256 raising) internal pure returns (uint256) {
        if (raising == 0) return 0;
        uint256 ratio = total / raising;
        if (ratio >= 1500) return 500_000_000; // 0.05%
        if (ratio >= 1000) return 1_000_000_000; // 0.1%
        if (ratio >= 500) return 2_000_000_000; // 0.2%
        if (ratio >= 250) return 2_500_000_000; // 0.25%
        if (ratio >= 100) return 3_000_000_000; // 0.3%
        if (ratio >= 50) return 5_000_000_000; // 0.5%
        return 10_000_000_000; // 1%
    }

    /// @notice Upper bound of the LP refunds still owed to `unharvestedUsers` depositors holding
    /// `unharvestedAmount` of the pool: each user's refund is rounded up by at most 1 wei.
    function refundsOwedBound(uint256 unharvestedAmount, uint256 unharvestedUsers, uint256 total, uint256 raising)
        internal
        pure
        returns (uint256)
    {
        if (total <= raising) return 0;
        uint256 bound = unharvestedAmount - Math.mulDiv(raising, unharvestedAmount, total) + unharvestedUsers;
        return Math.min(bound, unharvestedAmount);
    }

    /// @notice Upper bound of the offering tokens still owed on `unharvestedAmount` of the pool (the
    /// sum of floors is at most the floor of the sum).
    function offeringOwedBound(uint256 unharvestedAmount, uint256 total, uint256 raising, uint256 offeringAmount)
        internal
        pure
        returns (uint256)
    {
        if (unharvestedAmount == 0) return 0;
        return Math.mulDiv(offeringAmount, unharvestedAmount, Math.max(total, raising));
    }
}
