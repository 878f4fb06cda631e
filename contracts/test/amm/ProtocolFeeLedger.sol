// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {Math} from "@openzeppelin/contracts/utils/math/Math.sol";
import {FlaskFactory} from "../../src/amm/FlaskFactory.sol";
import {FlaskPair} from "../../src/amm/FlaskPair.sol";

/// Ghost books of the protocol fee, for the AMM invariant handler: every mint or burn of a pair is
/// wrapped in beforeEvent/afterEvent, which check the liquidity the pair mints to the collector
/// against 8/25 of the growth of sqrt(k) since the last liquidity event.
/// @dev The ledger keeps its own kLast with the pair's documented rule (set to the new reserves'
/// product at an event while the fee is on, cleared at an event while it is off) instead of
/// trusting the pair's, and checks the pair's against it after every event.
contract ProtocolFeeLedger {
    FlaskFactory public immutable factory;
    address public immutable collector;

    struct Snapshot {
        uint256 rootK;
        uint256 supply;
        uint256 collectorLiquidity;
        bool feeOn;
    }

    mapping(FlaskPair => uint256) public expectedKLast;
    /// Sum of the fee liquidity seen minted at wrapped events: equals the collector's balance
    /// when no event escaped the ledger.
    mapping(FlaskPair => uint256) public feeMinted;
    mapping(FlaskPair => Snapshot) private snapshots;

    bool public feeAboveBound;
    bool public kLastOutOfStep;

    constructor(FlaskFactory factory_, address collector_) {
        factory = factory_;
        collector = collector_;
    }

    function beforeEvent(FlaskPair pair) external {
        (uint112 reserve0, uint112 reserve1,) = pair.getReserves();
        snapshots[pair] = Snapshot({
            rootK: Math.sqrt(uint256(reserve0) * reserve1),
            supply: pair.totalSupply(),
            collectorLiquidity: pair.balanceOf(collector),
            feeOn: factory.feeTo() != address(0)
        });
    }

    function afterEvent(FlaskPair pair) external {
        Snapshot memory before = snapshots[pair];
        uint256 minted = pair.balanceOf(collector) - before.collectorLiquidity;
        uint256 rootKLast = Math.sqrt(expectedKLast[pair]);
        uint256 growth = before.feeOn && rootKLast != 0 && before.rootK > rootKLast ? before.rootK - rootKLast : 0;
        // Minted liquidity is worth minted / (supply + minted) of the pool, i.e. that share of
        // rootK in sqrt(k) units: at most 8/25 of the growth (no fee at all without growth).
        if (minted * before.rootK * 25 > (before.supply + minted) * growth * 8) feeAboveBound = true;
        feeMinted[pair] += minted;

        (uint112 reserve0, uint112 reserve1,) = pair.getReserves();
        expectedKLast[pair] = before.feeOn ? uint256(reserve0) * reserve1 : 0;
        if (pair.kLast() != expectedKLast[pair]) kLastOutOfStep = true;
    }
}
